import { Button, Group, Modal } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import { useMemo, useState } from 'react';
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

type Json = Record<string, unknown>;

/** Props of {@link FormModal}. */
export interface FormModalProps {
  /** The form of specs/forms: `submit` creates, `update` saves an edit (path parameters from `record`). */
  form: Compiled<FormSpec>;
  /** The modal's heading. */
  title: string;
  /** Edit mode: the record (a list row) shown in the form; its fields fill the update's path (`id` by default). */
  record?: Json;
  call: OperationCall;
  onClose: () => void;
  /** After a successful save, with the middleware's answer (a list reloads). */
  onSaved?: (answer: unknown) => void;
  /** The save button's text: 'Create' or 'Update' by mode unless given. */
  submitLabel?: string;
  /** `log`: a failed save is only written to the console, the dialog stays ([bug-report-failures-logged]). */
  failure?: 'notify' | 'log';
  /** Where server field errors go; the portal's own store unless a test gives another. */
  store?: FormErrorStore;
}

const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});

const textValues = (values: Json): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<string, string | number>;

/**
 * A form of specs/forms in a modal dialog, for create and edit without leaving the page: the
 * same fields, widgets, messages and server field errors as a form screen, with the `money`,
 * `computed` and `attachments` options. Create calls `submit.operation`; edit shows the record
 * (through `load.map` and the money option) and calls `update.operation`, each `{name}` of its path
 * filled from the record (`update.params` maps path parameter → record field, `id` by default).
 * The success message is filled from the sent data and the answer ('The option {name} has been
 * created successfully.'); the modal then closes and `onSaved` runs. A failure keeps the modal
 * open with everything typed, the field errors under their fields.
 *
 * @example
 * <FormModal form={forms.selfPayOption} title="Create Self Pay Option" call={call} onClose={close} onSaved={reload} />
 */
export function FormModal({ form, title, record, call, onClose, onSaved, submitLabel, failure = 'notify', store = formErrorStore }: FormModalProps) {
  const formWidgets = useFormWidgets();
  const { can } = useSession();
  const { view, paths, formProps, clearEdited, clearAll } = useSpecForm(form, can, store);
  const editing = record !== undefined;
  const [data, setData] = useState<Json>(() =>
    editing ? fromWire(view.uiSchema, loadedFormData(view.schema, record, form.load?.map, form.update?.keep)) : withComputed(view.uiSchema, {}),
  );
  const [saving, setSaving] = useState(false);
  const submit = effectiveSubmit(form, editing);
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

  const close = () => {
    clearAll();
    onClose();
  };

  const change = ({ formData }: IChangeEvent) => {
    const next = withComputed(view.uiSchema, asObject(formData));
    clearEdited(next, data);
    setData(next);
  };

  const checkAllowed = refuseUnlessAllowed(submit, can);

  const save = async ({ formData }: IChangeEvent) => {
    if (submit === undefined) return;
    setSaving(true);
    clearAll();
    try {
      const sent = await uploadAttachments(call, view.uiSchema, formRequestBody(view.schema, formData), (upload) => {
        if (upload.success !== undefined) showSuccess(upload.success);
      });
      const body = toWire(view.uiSchema, sent);
      const params = form.update?.params ?? {};
      const answer = editing
        ? await call(submit.operation, body, {
            path: Object.fromEntries(operationPathParams(submit.operation).map((name) => [name, String(record[params[name] ?? 'id'] as string | number)])),
          })
        : await call(submit.operation, body);
      showSuccess(fillText(submit.success ?? message('success'), { ...textValues(asObject(formData)), ...textValues(asObject(answer)) }));
      clearAll();
      onSaved?.(answer);
      onClose();
    } catch (error) {
      if (failure === 'log') console.error(`${form.title} could not be sent`, error);
      else notifyError(error, { store });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={close} title={title} centered closeOnClickOutside={!saving}>
      <PrecompiledForm
        {...formProps}
        formData={data}
        widgets={formWidgets}
        formContext={formContext}
        disabled={saving}
        aria-label={title}
        onChange={change}
        onSubmit={(event) => {
          void save(event);
        }}
      >
        <Group mt="lg" justify="flex-end">
          <Button variant="default" disabled={saving} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={saving || submit === undefined} onClick={checkAllowed}>
            {submitLabel ?? (editing ? 'Update' : 'Create')}
          </Button>
        </Group>
      </PrecompiledForm>
    </Modal>
  );
}
