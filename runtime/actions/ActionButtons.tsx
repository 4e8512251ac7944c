import { Button } from '@mantine/core';
import type { AccessRule } from '../../src/generated/access';
import type { CompiledAction as Action } from '../../src/generated/compiled-types';
import { actionState } from '../core/actionState';
import type { Row } from '../formats/cellDisplay';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import type { SessionView } from '../session/sessionView';
import type { ActionRunner } from './useActionRunner';

/** Props of {@link ActionButtons}. */
export interface ActionButtonsProps {
  actions: readonly Action[];
  record: Row;
  /** Tells this record's buttons apart from other records' in `runner.running`, e.g. the row index. */
  keyPrefix: string;
  can: (rule: AccessRule) => boolean;
  session: SessionView | undefined;
  runner: ActionRunner;
  /** `row`: compact buttons of a table row or card; `header`: the buttons of a detail screen's header. */
  look?: 'row' | 'header';
}

/**
 * The buttons of a record's actions (list rows, card dialog rows, cards, a detail record), each as
 * `actionState` says: left out when hidden, greyed out when disabled (or while another action of
 * the screen runs), with a spinner while it runs. A click never reaches the row, so it does not
 * also follow the row link. A custom action's own `available` answer for the record disables it.
 */
export function ActionButtons({ actions, record, keyPrefix, can, session, runner, look = 'row' }: ActionButtonsProps) {
  const { rowActions } = useRuntimeRegistry();
  return actions.map((action, actionIndex) => {
    const custom = action.action !== undefined && rowActions.has(action.action) ? rowActions.resolve(action.action, { spec: '' }) : undefined;
    const available = custom?.available === undefined || session === undefined ? true : custom.available(record, session);
    const state = actionState(action, record, can, available);
    if (state === 'hidden') return null;
    const key = `${keyPrefix}:${String(actionIndex)}`;
    const red = action.color === 'red';
    return (
      <Button
        key={key}
        size={look === 'row' ? 'compact-sm' : 'sm'}
        variant={red ? (look === 'row' ? 'light' : 'outline') : look === 'row' ? 'default' : 'light'}
        color={red ? 'red' : undefined}
        disabled={state === 'disabled' || (runner.running !== undefined && runner.running !== key)}
        loading={runner.running === key}
        onClick={(event) => {
          event.stopPropagation();
          runner.run(action, record, key);
        }}
      >
        {action.label}
      </Button>
    );
  });
}
