import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { operationAccess, type AccessRule } from '../../src/generated/access';
import { operations, type OperationId } from '../../src/generated/operations';
import type { DetailAction } from '../../src/generated/spec-types';
import { notifyError } from '../errors/notifyError';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { rowActionState } from '../core/rowActionState';
import { showSuccess } from '../toasts/showSuccess';
import { ActionInputDialog } from './ActionInputDialog';
import { actionShown } from './actionShown';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import { fillTemplate } from '../core/fillTemplate';
import { messageText } from './messageText';
import { operationParams } from './operationParams';

/** Props of {@link DetailActions}. */
export interface DetailActionsProps {
  actions: readonly DetailAction[];
  record: Readonly<Record<string, unknown>>;
  can: (rule: AccessRule) => boolean;
  call: OperationCall;
  confirm: ConfirmAsk;
  reload: () => void;
}

/** The access rule of an action: its own, else the rule of the operation it calls (specs/access.yaml). */
export function actionAccess(action: Pick<DetailAction, 'access' | 'operation'>): AccessRule | undefined {
  if (action.access !== undefined) return action.access;
  return action.operation === undefined ? undefined : (operationAccess as Readonly<Record<string, AccessRule | undefined>>)[action.operation];
}

function isGet(operationId: string): boolean {
  return (operations as Readonly<Record<string, { method: string } | undefined>>)[operationId as OperationId]?.method === 'get';
}

/**
 * The action buttons of a detail screen: a `to` action opens its route; an `operation` action
 * asks its `confirm` question first (or, with an `input`, asks for the value it sends: a required
 * text or a number on a slider), calls the operation for the record (the body of a GET goes into
 * its query), shows the `success` toast, then opens `then`, reads the record again after
 * `then.reload.after` seconds, or reloads it at once. An action shows only while the record
 * matches its `visibleWhen`; without its own `access` it follows the rule of its operation.
 * Failures go to the error notifier.
 */
export function DetailActions({ actions, record, can, call, confirm, reload }: DetailActionsProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ action: DetailAction; resolve: (value: string | number | undefined) => void } | undefined>();
  const [rereadIn, setRereadIn] = useState<number | undefined>();
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const scheduleReread = (seconds: number) => {
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
  };

  const askInput = (action: DetailAction) =>
    new Promise<string | number | undefined>((resolve) => setAsking({ action, resolve }));

  const run = async (action: DetailAction) => {
    if (action.to !== undefined) {
      void navigate(fillTemplate(action.to, record, true));
      return;
    }
    if (action.operation === undefined) return;
    let entered: string | number | undefined;
    if (action.input !== undefined) {
      entered = await askInput(action);
      if (entered === undefined) return;
    } else if (action.confirm !== undefined) {
      const confirmed = await confirm({
        title: messageText(action.confirm.title),
        message: action.confirm.message === undefined ? undefined : messageText(action.confirm.message),
        confirmLabel: action.confirm.confirmLabel === undefined ? undefined : messageText(action.confirm.confirmLabel),
        cancelLabel: action.confirm.cancelLabel === undefined ? undefined : messageText(action.confirm.cancelLabel),
        danger: action.color === 'red',
      });
      if (!confirmed) return;
    }
    const { path, body: mapped } = operationParams(action.operation, action.params, record);
    // The entered value is sent as typed (a text of digits stays text).
    const body = action.input === undefined ? mapped : { ...mapped, [action.input.name]: entered };
    setBusy(action.label);
    try {
      if (isGet(action.operation)) await call(action.operation, undefined, { path, ...(body === undefined ? {} : { query: body }) });
      else await call(action.operation, body, { path });
      showSuccess(messageText(action.success ?? 'success'));
      const then = action.then;
      if (typeof then === 'string') void navigate(fillTemplate(then, record, true));
      else if (then?.reload !== undefined) scheduleReread(then.reload.after);
      else reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
    }
  };
  const finishAsking = (value: string | number | undefined) => {
    asking?.resolve(value);
    setAsking(undefined);
  };
  return (
    <>
      {actions.map((action) => {
        if (!actionShown(action, record)) return null;
        const access = actionAccess(action);
        if (access !== undefined && !can(access)) return null;
        const state = rowActionState({ disabledWhen: action.disabledWhen }, record, can);
        return (
          <Button
            key={action.label}
            size="sm"
            variant={action.color === 'red' ? 'outline' : 'light'}
            color={action.color === 'red' ? 'red' : undefined}
            disabled={state === 'disabled'}
            loading={busy === action.label}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        );
      })}
      {rereadIn !== undefined && (
        <Text size="sm" c="dimmed" role="status" data-testid="detail-reread">
          Reading again in {rereadIn} s…
        </Text>
      )}
      {asking?.action.input !== undefined && (
        <ActionInputDialog
          title={messageText(asking.action.confirm?.title ?? asking.action.label)}
          message={asking.action.confirm?.message === undefined ? undefined : messageText(asking.action.confirm.message)}
          input={asking.action.input}
          initial={asking.action.input.initial === undefined ? undefined : valueAtPath(record, asking.action.input.initial)}
          confirmLabel={messageText(asking.action.confirm?.confirmLabel ?? asking.action.label)}
          danger={asking.action.color === 'red'}
          onSubmit={(value) => finishAsking(value)}
          onCancel={() => finishAsking(undefined)}
        />
      )}
    </>
  );
}

