import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../src/generated/spec-types';
import { catalogText } from '../catalog/catalogText';
import { askConfirm } from '../dialogs/confirmStore';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { resolveRowAction } from '../registry/rowActionRegistry';
import type { SessionView } from '../session/sessionView';
import { showSuccess } from '../toasts/showSuccess';
import type { OperationCall } from '../core/listSpec';
import { rowActionCall } from '../core/rowActionCall';
import { rowRoute } from '../core/rowRoute';

/** Runs the row actions of one list and says which one is under way. */
export interface RowActionRunner {
  /** `row index:action index` of the action under way, if any. */
  running: string | undefined;
  run: (action: RowAction, row: Row, key: string) => void;
}

/**
 * The headless side of row actions: asks the `confirm` question first (nothing happens on
 * Cancel), then opens `to`, or opens the list's modal form on the row (`modal`), or calls `operation` with the row's `params` and shows the
 * `success` toast ('Success!' by default) and reloads the list, or runs the custom `action` of
 * the registry. A refused or failed call goes to the error notifier; the list stays as it was.
 *
 * @example
 * const actions = useRowActions({ call, session, reload: list.reload, spec: 'screen /practices' });
 * actions.run(spec.rowActions[1], row, '0:1');
 */
export function useRowActions({
  call,
  session,
  reload,
  spec,
  failures,
  openModal,
}: {
  call: OperationCall;
  session: SessionView | undefined;
  reload: () => void;
  spec: string;
  /** `log`: a failed call is only written to the console (the screen's `failures`). */
  failures?: 'notify' | 'log';
  /** Opens the list's modal form on a row (a row action with `modal: edit`). */
  openModal?: (row: Row) => void;
}): RowActionRunner {
  const navigate = useNavigate();
  const [running, setRunning] = useState<string | undefined>();

  const perform = useCallback(
    async (action: RowAction, row: Row, key: string) => {
      const confirm = action.confirm;
      if (confirm !== undefined) {
        const confirmed = await askConfirm({
          title: catalogText(confirm.title),
          message: confirm.message === undefined ? undefined : catalogText(confirm.message),
          confirmLabel: confirm.confirmLabel === undefined ? undefined : catalogText(confirm.confirmLabel),
          cancelLabel: confirm.cancelLabel === undefined ? undefined : catalogText(confirm.cancelLabel),
          danger: action.color === 'red',
        });
        if (!confirmed) return;
      }
      if (action.to !== undefined) {
        await navigate(rowRoute(action.to, row));
        return;
      }
      if (action.modal !== undefined) {
        openModal?.(row);
        return;
      }
      setRunning(key);
      try {
        if (action.operation !== undefined) {
          const { operationId, body, path } = rowActionCall(action.operation, action.params, row, action.values);
          await call(operationId, body, Object.keys(path).length > 0 ? { path } : undefined);
          showSuccess(catalogText(action.success ?? 'success'));
        } else if (action.action !== undefined && session !== undefined) {
          await resolveRowAction(action.action, spec).run({
            row,
            session,
            call,
            navigate: (to) => void navigate(to),
          });
          if (action.success !== undefined) showSuccess(catalogText(action.success));
        }
        reload();
      } catch (error) {
        if (failures === 'log') console.error(error);
        else notifyError(error);
      } finally {
        setRunning(undefined);
      }
    },
    [call, navigate, reload, session, spec, failures, openModal],
  );

  const run = useCallback(
    (action: RowAction, row: Row, key: string) => {
      void perform(action, row, key);
    },
    [perform],
  );
  return { running, run };
}
