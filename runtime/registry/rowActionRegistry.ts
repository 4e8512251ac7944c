import type { Row } from '../formats/cellDisplay';
import type { OperationCall } from '../core/listSpec';
import { deselectPracticeAction } from '../session/deselectPracticeAction';
import type { SessionView } from '../session/sessionView';
import { Registry } from './Registry';

/** What a custom row action is given when the user runs it on a row. */
export interface RowActionContext {
  row: Row;
  session: SessionView;
  call: OperationCall;
  navigate: (to: string) => void;
}

/**
 * A custom row action (`rowActions[].action` of a list spec): what a route or one operation call
 * cannot say. `run` may throw; the list shows the error through the notifier. `available` says
 * whether it applies to a row (it is shown disabled otherwise).
 */
export interface RowActionHandler {
  run: (context: RowActionContext) => Promise<void> | void;
  available?: (row: Row, session: SessionView) => boolean;
}

/**
 * Custom row actions by the names of `specs/catalog/registry.yaml` (`actions`). The runtime's
 * own actions are registered here; an app may add more with {@link registerRowAction}.
 */
export const rowActionRegistry = new Registry<RowActionHandler>('row action', {
  deselectPractice: deselectPracticeAction,
});

/**
 * Registers a custom row action under its `specs/catalog/registry.yaml` name.
 *
 * @example
 * registerRowAction('sendPasswordReset', { run: ({ row, call }) => call('forgotPassword', { username: row.username }) });
 */
export function registerRowAction(name: string, handler: RowActionHandler): void {
  rowActionRegistry.register(name, handler);
}

/** The custom row action a spec names; throws naming the spec and the nearest name when unknown. */
export function resolveRowAction(name: string, spec: string): RowActionHandler {
  return rowActionRegistry.resolve(name, { spec });
}
