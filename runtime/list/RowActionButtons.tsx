import { Button, Group } from '@mantine/core';
import type { AccessRule } from '../../src/generated/access';
import type { RowAction } from '../../src/generated/spec-types';
import type { Row } from '../formats/cellDisplay';
import { rowActionRegistry } from '../registry/rowActionRegistry';
import type { SessionView } from '../session/sessionView';
import { rowActionState } from '../core/rowActionState';
import type { RowActionRunner } from './useRowActions';

/** Props of {@link RowActionButtons}. */
export interface RowActionButtonsProps {
  actions: readonly RowAction[];
  row: Row;
  /** The row's index on the page, to tell which action is under way. */
  index: number;
  session: SessionView | undefined;
  runner: RowActionRunner;
}

// Without a session (a list rendered alone in a test) no rule holds: deny by default.
const denyAll = (): boolean => false;

/**
 * The action buttons of one row: each action the user may use, disabled where `disabledWhen`
 * holds or a custom action does not apply to the row, with a spinner while it runs. A click never
 * reaches the row, so it does not also follow the row link.
 */
export function RowActionButtons({ actions, row, index, session, runner }: RowActionButtonsProps) {
  const can: (rule: AccessRule) => boolean = session?.can ?? denyAll;
  return (
    <Group gap={6} wrap="nowrap">
      {actions.map((action, actionIndex) => {
        const custom =
          action.action !== undefined && rowActionRegistry.has(action.action)
            ? rowActionRegistry.resolve(action.action, { spec: '' })
            : undefined;
        const available =
          custom?.available === undefined || session === undefined ? true : custom.available(row, session);
        const state = rowActionState(action, row, can, available);
        if (state === 'hidden') return null;
        const key = `${index}:${actionIndex}`;
        return (
          <Button
            key={key}
            size="compact-sm"
            variant={action.color === 'red' ? 'light' : 'default'}
            color={action.color === 'red' ? 'red' : undefined}
            disabled={state === 'disabled' || (runner.running !== undefined && runner.running !== key)}
            loading={runner.running === key}
            onClick={(event) => {
              event.stopPropagation();
              runner.run(action, row, key);
            }}
          >
            {action.label}
          </Button>
        );
      })}
    </Group>
  );
}
