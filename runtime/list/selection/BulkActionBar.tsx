import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../../src/generated/catalog';
import type { SessionView } from '../../session/sessionView';
import { runBulkAction, type BulkPorts, type ListSelection } from './bulkAction';

/** Props of {@link BulkActionBar}. */
export interface BulkActionBarProps {
  selection: ListSelection;
  /** The ids of the chosen rows. */
  ids: readonly (string | number)[];
  session: SessionView | undefined;
  ports: BulkPorts;
  /** After an action succeeded: clear the choice and reload the list. */
  done: () => void;
}

/**
 * The buttons above a list with `selection`: how many rows are chosen and one button per bulk
 * action the user may use, disabled while none is chosen or an action runs ({@link runBulkAction}).
 */
export function BulkActionBar({ selection, ids, session, ports, done }: BulkActionBarProps) {
  const [busy, setBusy] = useState(false);
  const actions = selection.actions.filter((action) => session !== undefined && (action.access === undefined || session.can(action.access)));
  if (actions.length === 0) return null;
  return (
    <Group gap="sm" role="toolbar" aria-label={message('listSelectionCount', { count: ids.length })}>
      <Text size="sm" c="dimmed" role="status">
        {message('listSelectionCount', { count: ids.length })}
      </Text>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="xs"
          variant={action.color === 'red' ? 'light' : 'default'}
          color={action.color === 'red' ? 'red' : undefined}
          disabled={ids.length === 0 || busy}
          onClick={() => {
            setBusy(true);
            void runBulkAction(action, ids, ports).then((succeeded) => {
              setBusy(false);
              if (succeeded) done();
            });
          }}
        >
          {message('listBulkLabel', { label: action.label, count: ids.length })}
        </Button>
      ))}
    </Group>
  );
}
