import { Button, Group } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { FormSpec } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';
import { fillText } from '../catalog/fillText';
import { formErrorStore, type FormErrorStore } from '../errors/formErrorStore';
import { notifyError } from '../errors/notifyError';
import type { OperationCall } from '../core/listSpec';
import { operationPathParams } from '../api/operationPathParams';
import { useSession } from '../session/SessionContext';
import { showSuccess } from '../toasts/showSuccess';
import { uploadAttachments } from './attachments/pendingAttachments';
import type { FormContext } from './formContext';
import { formRequestBody } from './formRequestBody';
import { fromWire, toWire, withComputed } from './formValueOptions';
import { useFormWidgets } from './useFormWidgets';
import { loadedFormData } from './loadedFormData';
import { fieldPathOfId, withFieldValues } from './withFieldValues';
import { effectiveSubmit, refuseUnlessAllowed, useSpecForm } from './useSpecForm';
import { PrecompiledForm } from './PrecompiledForm';
import { useSpecOperationMutation, useSpecWrite } from '../api/operationQueries';
import { asJsonObject, type JsonObject } from '../api/jsonObject';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  /** The form of specs/forms: `submit` creates, `update` saves an edit (path parameters from `record`). */
  form: Compiled<FormSpec>;
  /** Edit mode: the record shown in the form; its fields fill the update's path (`id` by default). */
  record?: Row | undefined;
  call: OperationCall;
  /** After a successful save, with the middleware's answer. */
  onSaved?: ((answer: unknown) => void) | undefined;
  /** A Cancel button beside the save button, when given. */
  onCancel?: (() => void) | undefined;
  /** The save button's text: the catalogue's Create or Update by mode unless given. */
  submitLabel?: string | undefined;
  /** `log`: a failed save is only written to the console ([bug-report-failures-logged]). */
  failure?: 'notify' | 'log' | undefined;
  /** Where server field errors go; the portal's own store unless a test gives another. */
  store?: FormErrorStore | undefined;
  /** Told when a save starts (true) and ends (false). */
  onSaving?: ((saving: boolean) => void) | undefined;
}

const textValues = (values: JsonObject): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<string, string | number>;

/**
 * A form of specs/forms that creates a record or saves one, wherever it is drawn (a modal, a
 * region of a detail screen): the same fields, widgets, messages and server field errors as a
 * form screen, with the `money`, `computed` and `attachments` options. Create calls
 * `submit.operation`; edit shows the record (through `load.map` and the money option) and calls
 * `update.operation`, each `{name}` of its path filled from the record (`update.params` maps path
 * parameter → record field, `id` by default). The success message is filled from the sent data
 * and the answer ('The option {name} has been created successfully.'). A failure keeps
 * everything typed, the field errors under their fields; they are cleared when it unmounts.
 *
 * @example
 * <RecordForm form={forms.practice} record={practice} call={call} onSaved={reload} submitLabel="Save" />
 */
export function RecordForm({ form, record, call, onSaved, onCancel, submitLabel, failure = 'notify', store = formErrorStore, onSaving }: RecordFormProps) {
  const formWidgets = useFormWidgets();
  const { can } = useSession();
  const { view, paths, formProps, clearEdited, clearAll } = useSpecForm(form, can, store);
  const editing = record !== undefined;
  const [data, setData] = useState<JsonObject>(() =>
    editing ? fromWire(view.uiSchema, loadedFormData(view.schema, record, form.load?.map, form.update?.keep)) : withComputed(view.uiSchema, {}),
  );
  const [saving, setSaving] = useState(false);
  const submit = effectiveSubmit(form, editing);
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });
  const upload = useSpecWrite(call);
  // The form's server field errors leave with it (a modal closed, a region hidden).
  const clear = useRef(clearAll);
  clear.current = clearAll;
  useEffect(() => () => clear.current(), []);
  const formContext = useMemo<FormContext>(
    () => ({
      call,
      can,
      recordId: typeof record?.id === 'string' || typeof record?.id === 'number' ? String(record.id) : undefined,
      fill: (values) => {
        for (const path of Object.keys(values)) store.clear(path);
        setData((current) => withComputed(view.uiSchema, withFieldValues(current, values)));
      },
      pathOf: (id) => fieldPathOfId(id, paths),
    }),
    [call, can, record, paths, store, view.uiSchema],
  );

  const change = ({ formData }: IChangeEvent) => {
    const next = withComputed(view.uiSchema, asJsonObject(formData));
    clearEdited(next, data);
    setData(next);
  };

  const checkAllowed = refuseUnlessAllowed(submit, can);
  const busy = (value: boolean) => {
    setSaving(value);
    onSaving?.(value);
  };

  const save = async ({ formData }: IChangeEvent) => {
    if (submit === undefined) return;
    busy(true);
    clearAll();
    try {
      const sent = await uploadAttachments(upload, view.uiSchema, formRequestBody(view.schema, formData), (upload) => {
        if (upload.success !== undefined) showSuccess(upload.success);
      });
      const body = toWire(view.uiSchema, sent);
      const params = form.update?.params ?? {};
      const answer = editing
        ? await write({
            operationId: submit.operation,
            body,
            params: { path: Object.fromEntries(operationPathParams(submit.operation).map((name) => [name, String(record[params[name] ?? 'id'] as string | number)])) },
          })
        : await write({ operationId: submit.operation, body });
      showSuccess(fillText(submit.success ?? message('success'), { ...textValues(asJsonObject(formData)), ...textValues(asJsonObject(answer)) }));
      clearAll();
      onSaved?.(answer);
    } catch (error) {
      if (failure === 'log') console.error(`${form.title} could not be sent`, error);
      else notifyError(error, { store });
    } finally {
      busy(false);
    }
  };

  return (
    <PrecompiledForm
      {...formProps}
      formData={data}
      widgets={formWidgets}
      formContext={formContext}
      disabled={saving}
      onChange={change}
      onSubmit={(event) => {
        void save(event);
      }}
    >
      <Group mt="lg" justify="flex-end">
        {onCancel !== undefined && (
          <Button variant="default" disabled={saving} onClick={onCancel}>
            {message('buttonCancel')}
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={saving || submit === undefined} onClick={checkAllowed}>
          {submitLabel ?? message(editing ? 'buttonUpdate' : 'buttonCreate')}
        </Button>
      </Group>
    </PrecompiledForm>
  );
}
