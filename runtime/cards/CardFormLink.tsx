import { Button, Group, Text } from '@mantine/core';
import type { Compiled } from '../../src/generated/compiled-types';
import type { CardFormLink as CardFormLinkSpec } from '../../src/generated/spec-types';
import { specOperationQuery, usePortalQueryClient } from '../api/operationQueries';
import { catalogText } from '../catalog/catalogText';
import { actionCall } from '../core/actionCall';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import type { Row } from '../formats/cellDisplay';
import { notifyError } from '../errors/notifyError';

/** Props of {@link CardFormLink}. */
export interface CardFormLinkProps {
  spec: Compiled<CardFormLinkSpec>;
  /** The object the form started from (else the record): the operation's `body` reads its fields. */
  from: Row;
  call: OperationCall;
}

/**
 * A card form's link (`link`): its label, then a button that reads the address from the
 * operation afresh on each press (a signed address expires: never from the cache) and opens it
 * in a new tab, or `none` when a `body` field has no value ([licences-popup]).
 */
export function CardFormLink({ spec, from, call }: CardFormLinkProps) {
  const queryClient = usePortalQueryClient();
  const present = Object.values(spec.body).every((field) => {
    const value = valueAtPath(from, field);
    return value !== undefined && value !== null && value !== '';
  });

  const open = async () => {
    try {
      const { operationId, body, params } = actionCall({ operation: spec.operation, params: spec.body }, from);
      const answer = await queryClient.fetchQuery({ ...specOperationQuery(operationId, body, params, call), staleTime: 0 });
      const address = valueAtPath(answer, spec.answer);
      if (typeof address === 'string' && address !== '') window.open(address, '_blank', 'noopener');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Group gap="xs" mt="sm">
      <Text size="sm" fw={500}>
        {catalogText(spec.label)}
      </Text>
      {present ? (
        <Button variant="subtle" size="compact-sm" onClick={() => void open()}>
          {catalogText(spec.text)}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {catalogText(spec.none)}
        </Text>
      )}
    </Group>
  );
}
