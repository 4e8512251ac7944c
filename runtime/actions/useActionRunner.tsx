import { Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CompiledAction as Action } from '../../src/generated/compiled-types';
import { message } from '../../src/generated/catalog';
import { useSpecOperationMutation, useSpecWrite } from '../api/operationQueries';
import { catalogText } from '../catalog/catalogText';
import { fillTemplate } from '../core/fillTemplate';
import { actionCall } from '../core/actionCall';
import { actionConfirm } from '../core/actionState';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { rowRoute } from '../core/rowRoute';
import { askConfirm } from '../dialogs/confirmStore';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import type { SessionView } from '../session/sessionView';
import { showSuccess } from '../toasts/showSuccess';
import { ActionInputDialog } from './ActionInputDialog';

/** Runs the actions of one screen part (a list's rows, a detail record, cards) and says which is under way. */
export interface ActionRunner {
  /** The key of the action under way (`row index:action index`, or the label), if any. */
  running: string | undefined;
  run: (action: Action, record: Row, key: string) => void;
  /** The input dialog of an action with `input` and the re-read countdown of `then.reload`; render it once. */
  overlay: ReactNode;
}

/** What {@link useActionRunner} needs from its screen. */
export interface ActionRunnerOptions {
  call: OperationCall;
  session: SessionView | undefined;
  /** Reloads what the action changed (the list, the record, the cards). */
  reload: () => void;
  /** The spec's name for registry errors, e.g. `screen /practices`. */
  spec: string;
  /** `log`: a failed call is only written to the console (the screen's `failure`). */
  failure?: 'notify' | 'log' | undefined;
  /** Opens what a `form`, `dialog` or `listDialog` action shows, for the record. */
  open?: ((action: Action, record: Row) => void) | undefined;
  /** The confirmation dialog; the portal's by default. */
  confirm?: ConfirmAsk | undefined;
}

/**
 * The one controller of spec actions, for list rows, detail records and cards alike: a `form` or
 * `dialog` action is handed to `open`; otherwise the `input` dialog (whose value the call sends)
 * or the `confirm` question comes first (nothing happens on Cancel), then `to` opens its route,
 * `operation` is called for the record (see `actionCall`) and shows the `success` toast
 * ('Success!' by default) and then follows `then` (a route, or a re-read after N seconds with a
 * countdown) or reloads at once, and a custom `action` of the registry runs. A refused or failed
 * call goes to the error notifier (or the console with `failure: log`); nothing else changes.
 *
 * @example
 * const runner = useActionRunner({ call, session, reload: list.reload, spec: 'screen /practices' });
 * runner.run(spec.rowActions[1], row, '0:1');
 */
export function useActionRunner({ call, session, reload, spec, failure, open, confirm = askConfirm }: ActionRunnerOptions): ActionRunner {
  const navigate = useNavigate();
  const { rowActions } = useRuntimeRegistry();
  const [running, setRunning] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ action: Action; record: Row; resolve: (value: string | number | undefined) => void } | undefined>();
  const [rereadIn, setRereadIn] = useState<number | undefined>();
  // The action's write: what it changes (x-cadence-changes) refreshes wherever it is shown.
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });
  // A custom row action's writes, sent in its own steps.
  const customWrite = useSpecWrite(call);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const scheduleReread = useCallback(
    (seconds: number) => {
      clearInterval(timer.current);
      let left = seconds;
      setRereadIn(left);
      timer.current = setInterval(() => {
        left -= 1;
        if (left > 0) {
          setRereadIn(left);
          return;
        }
        clearInterval(timer.current);
        setRereadIn(undefined);
        reload();
      }, 1000);
    },
    [reload],
  );

  const perform = useCallback(
    async (action: Action, record: Row, key: string) => {
      if (action.form !== undefined || action.dialog !== undefined || action.listDialog !== undefined) {
        open?.(action, record);
        return;
      }
      let entered: string | number | undefined;
      if (action.input !== undefined) {
        entered = await new Promise<string | number | undefined>((resolve) => setAsking({ action, record, resolve }));
        if (entered === undefined) return;
      } else {
        // `{field}` of the question filled from the record (the row's patient, a template's name).
        const question = actionConfirm(action, (text) => fillTemplate(catalogText(text), record));
        if (question !== undefined && !(await confirm(question))) return;
      }
      if (action.to !== undefined) {
        await navigate(rowRoute(action.to, record));
        return;
      }
      setRunning(key);
      try {
        if (action.operation !== undefined) {
          const { operationId, body, params } = actionCall({ ...action, operation: action.operation }, record, entered);
          await write({ operationId, body, params });
          showSuccess(action.success === undefined ? message('success') : fillTemplate(action.success, record));
          const then = action.then;
          if (typeof then === 'string') await navigate(rowRoute(then, record));
          else if (then !== undefined) scheduleReread(then.reload.after);
          else reload();
        } else if (action.action !== undefined && session !== undefined) {
          await rowActions.resolve(action.action, { spec }).run({ row: record, session, write: customWrite, navigate: (to) => void navigate(to) });
          if (action.success !== undefined) showSuccess(action.success);
          reload();
        }
      } catch (error) {
        if (failure === 'log') console.error(error);
        else notifyError(error);
      } finally {
        setRunning(undefined);
      }
    },
    [confirm, customWrite, failure, navigate, open, reload, rowActions, scheduleReread, session, spec, write],
  );

  const run = useCallback(
    (action: Action, record: Row, key: string) => {
      void perform(action, record, key);
    },
    [perform],
  );

  const finishAsking = (value: string | number | undefined) => {
    asking?.resolve(value);
    setAsking(undefined);
  };
  const input = asking?.action.input;
  const overlay = (
    <>
      {rereadIn !== undefined && (
        <Text size="sm" c="dimmed" role="status" data-testid="detail-reread">
          {message('actionRereadIn', { seconds: rereadIn })}
        </Text>
      )}
      {asking !== undefined && input !== undefined && (
        <ActionInputDialog
          title={catalogText(asking.action.confirm?.title ?? asking.action.label)}
          message={asking.action.confirm?.message === undefined ? undefined : catalogText(asking.action.confirm.message)}
          input={input}
          initial={input.initial === undefined ? undefined : valueAtPath(asking.record, input.initial)}
          confirmLabel={catalogText(asking.action.confirm?.confirmLabel ?? asking.action.label)}
          danger={asking.action.color === 'red'}
          onSubmit={(value) => finishAsking(value)}
          onCancel={() => finishAsking(undefined)}
        />
      )}
    </>
  );
  return { running, run, overlay };
}
