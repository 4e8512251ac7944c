import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useContext } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { CardDialogList as CardDialogListSpec } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';
import { useSpecOperationQuery } from '../api/operationQueries';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { ActionButtons } from '../actions/ActionButtons';
import { useActionRunner } from '../actions/useActionRunner';
import { useFormatResolver } from '../registry/formatRegistry';
import { SessionContext } from '../session/SessionContext';
import { matchRows, recordsOf, rowKey, sourceCall } from './cardsData';

// Without a session no rule holds: deny by default.
const denyAll = (): boolean => false;

/** Props of {@link CardDialogList}. */
export interface CardDialogListProps {
  spec: Compiled<CardDialogListSpec>;
  record: Row;
  call: OperationCall;
  /** Changes whenever anything of the dialog changed, so every table of it loads again. */
  version: number;
  /** After a row action succeeded: the dialog's tables and the cards reload. */
  onChanged: () => void;
  specName: string;
}

/**
 * One titled table of a card's dialog (a firmware type's versions, its devices): the rows of the
 * source that belong to the card, in the source's order, with the spec's columns and row
 * actions (each confirmed when it says so; afterwards everything reloads,
 * [firmware-refresh-after-flag]).
 */
export function CardDialogList({ spec, record, call, version, onChanged, specName }: CardDialogListProps) {
  const resolveFormat = useFormatResolver();
  const session = useContext(SessionContext);
  const runner = useActionRunner({ call, session, reload: onChanged, spec: specName });
  const { operationId, body, params } = sourceCall(spec.source, record);
  const source = useSpecOperationQuery(operationId, body, params, { call, onError: notifyError, reloadOn: version });
  // A failed read shows as no rows (its error is notified).
  let rows: Row[] | undefined;
  if (source.data !== undefined) rows = matchRows(recordsOf(source.data), spec.source.match, record);
  else if (source.isError) rows = [];

  const actions = spec.rowActions ?? [];
  return (
    <Stack gap="xs">
      <Title order={3}>{spec.title}</Title>
      {rows !== undefined && rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {spec.empty ?? message('emptyList')}
        </Text>
      ) : (
        <Table striped aria-label={spec.title} aria-busy={rows === undefined}>
          <Table.Thead>
            <Table.Tr>
              {spec.columns.map((column) => (
                <Table.Th key={column.field}>{column.header}</Table.Th>
              ))}
              {actions.length > 0 && <Table.Th>{message('listActionsColumn')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows ?? []).map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>
                {spec.columns.map((column) => (
                  <Table.Td key={column.field}>
                    <CellView display={resolveFormat(column.format, specName)(valueAtPath(row, column.field), row)} />
                  </Table.Td>
                ))}
                {actions.length > 0 && (
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ActionButtons actions={actions} record={row} keyPrefix={String(index)} can={session?.can ?? denyAll} session={session} runner={runner} />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {runner.overlay}
    </Stack>
  );
}
