import type { Row } from '../formats/cellDisplay';
import type { SpecWritePort } from '../api/operationQueries';
import type { SessionView } from '../session/sessionView';

/** What a custom row action is given when the user runs it on a row. */
export interface RowActionContext {
  row: Row;
  session: SessionView;
  /** Sends a write through the screen's port; what it changes (`x-cadence-changes`) is read again. */
  write: SpecWritePort;
  navigate: (to: string) => void;
}

/**
 * A custom row action (`rowActions[].action` of a list spec, `actions` of
 * specs/catalog/registry.yaml): what a route or one operation call cannot say. `run` may throw;
 * the list shows the error through the notifier. `available` says whether it applies to a row
 * (it is shown disabled otherwise).
 */
export interface RowActionHandler {
  run: (context: RowActionContext) => Promise<void> | void;
  available?: (row: Row, session: SessionView) => boolean;
}
