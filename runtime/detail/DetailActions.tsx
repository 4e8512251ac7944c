import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccessRule } from '../../src/generated/access';
import type { DetailAction } from '../../src/generated/spec-types';
import { notifyError } from '../errors/notifyError';
import type { OperationCall } from '../list/listSpec';
import { rowActionState } from '../list/rowActionState';
import { showSuccess } from '../toasts/showSuccess';
import type { ConfirmAsk } from './ConfirmAsk';
import { fillTemplate } from './fillTemplate';
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

/**
 * The action buttons of a detail screen: a `to` action opens its route; an `operation` action
 * asks its `confirm` question first, calls the operation for the record, shows the `success`
 * toast, then opens `then` or reloads the record. Failures go to the error notifier.
 */
export function DetailActions({ actions, record, can, call, confirm, reload }: DetailActionsProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | undefined>();
  const run = async (action: DetailAction) => {
    if (action.to !== undefined) {
      void navigate(fillTemplate(action.to, record, true));
      return;
    }
    if (action.operation === undefined) return;
    if (action.confirm !== undefined) {
      const confirmed = await confirm({
        title: messageText(action.confirm.title),
        message: action.confirm.message === undefined ? undefined : messageText(action.confirm.message),
        confirmLabel:
          action.confirm.confirmLabel === undefined ? undefined : messageText(action.confirm.confirmLabel),
        cancelLabel:
          action.confirm.cancelLabel === undefined ? undefined : messageText(action.confirm.cancelLabel),
        danger: action.color === 'red',
      });
      if (!confirmed) return;
    }
    const { path, body } = operationParams(action.operation, action.params, record);
    setBusy(action.label);
    try {
      await call(action.operation, body, { path });
      showSuccess(messageText(action.success ?? 'success'));
      if (action.then !== undefined) void navigate(fillTemplate(action.then, record, true));
      else reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      {actions.map((action) => {
        const state = rowActionState(action, record, can);
        if (state === 'hidden') return null;
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
    </>
  );
}
