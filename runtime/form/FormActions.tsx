import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { FormAction } from '../../src/generated/spec-types';
import { notifyError } from '../errors/notifyError';
import type { OperationCall } from '../core/listSpec';
import { useSession } from '../session/SessionContext';
import { showSuccess } from '../toasts/showSuccess';
import { showToast } from '../toasts/showToast';
import { formActionBody, formActionFill } from './formActionRequest';
import type { JsonObject } from '../api/jsonObject';
import { useSpecOperationMutation } from '../api/operationQueries';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  actions: readonly Compiled<FormAction>[];
  data: Readonly<JsonObject>;
  /** True while the form has changes not saved yet. */
  dirty: boolean;
  /** True when the form edits a saved record. */
  editing: boolean;
  disabled: boolean;
  call: OperationCall;
  /** Takes the form's data after an action filled fields. */
  onFill: (data: JsonObject) => void;
}

/**
 * The buttons of a form spec's `actions`, under the form: each one the user's access rule allows
 * (and, with `editOnly`, only for a saved record) calls its operation with the form's fields and
 * fills fields from the answer. An action with `requiresSaved` is refused with that message while
 * the form has unsaved changes ([user-reset-unsaved]). A failure goes to the error notifier.
 *
 * @example
 * <FormActions actions={form.actions ?? []} data={data} dirty={dirty} editing call={call} onFill={change} disabled={false} />
 */
export function FormActions({ actions, data, dirty, editing, disabled, call, onFill }: FormActionsProps) {
  const { can } = useSession();
  const [running, setRunning] = useState<string | undefined>(undefined);
  const { mutateAsync: send } = useSpecOperationMutation(undefined, { call });
  const shown = actions.filter((action) => (action.access === undefined || can(action.access)) && (action.editOnly !== true || editing));
  if (shown.length === 0) return null;

  const run = async (action: Compiled<FormAction>) => {
    if (action.requiresSaved !== undefined && dirty) {
      showToast({ kind: 'error', title: action.requiresSaved });
      return;
    }
    setRunning(action.label);
    try {
      // An action without a body (a GET such as generate_password) sends none.
      const answer = await send({ operationId: action.operation, body: action.body === undefined ? undefined : formActionBody(action, data) });
      if (action.fill !== undefined) onFill(formActionFill(action, data, answer));
      if (action.success !== undefined) showSuccess(action.success);
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <Group gap="sm">
      {shown.map((action) => (
        <Button
          key={action.label}
          variant="light"
          loading={running === action.label}
          disabled={disabled || (running !== undefined && running !== action.label)}
          onClick={() => {
            void run(action);
          }}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
