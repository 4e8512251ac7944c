import type { IChangeEvent, default as CoreForm } from '@rjsf/core';
import { useImperativeHandle, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { FormSpec } from '../../src/generated/spec-types';
import { formErrorStore } from '../errors/formErrorStore';
import type { OperationCall } from '../core/listSpec';
import type { FormContext } from '../form/formContext';
import { formWidgets } from '../form/formWidgets';
import { fieldPathOfId } from '../form/withFieldValues';
import { useSession } from '../session/SessionContext';
import { useSpecForm } from '../form/useSpecForm';
import { PrecompiledForm } from '../form/PrecompiledForm';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

/** The RJSF form instance a card form exposes (the screen's Save validates every card's form). */
export interface CardFormHandle {
  validateForm: () => boolean;
}

/** Props of {@link CardForm}. */
export interface CardFormProps {
  form: Compiled<FormSpec>;
  /** The form's data (controlled). */
  data: JsonObject;
  onChange: (data: JsonObject) => void;
  /** Called with the data when the form is submitted and valid. */
  onSubmit?: (data: JsonObject) => void;
  /** Files chosen in the form's `file` widgets, by field path. */
  files: Map<string, File>;
  call: OperationCall;
  disabled?: boolean;
  /** Every field shown read-only (a record the user may not edit). */
  readOnly?: boolean;
  /** The form's accessible name. */
  label: string;
  /** The buttons under the fields (a submit button submits this form). */
  children?: ReactNode;
  formRef?: RefObject<CardFormHandle | null>;
  /** The prefix of the fields' ids (`root` when absent); each form of a page needs its own, so that every label names its own input. */
  idPrefix?: string;
}

/**
 * A form of specs/forms inside a card or a card's dialog: RJSF with the portal's widgets, the
 * user's view of the fields (formView), the catalog's validation messages and the server's field
 * errors under their fields (cleared when the field is edited). A `file` widget keeps its file in
 * `files`.
 *
 * @example
 * <CardForm form={forms.firmwareUpload} data={data} onChange={setData} onSubmit={send} files={files} call={call} label="Upload Firmware" />
 */
export function CardForm({ form, data, onChange, onSubmit, files, call, disabled, readOnly, label, children, formRef, idPrefix = 'root' }: CardFormProps) {
  const { can } = useSession();
  const { paths, formProps, clearEdited } = useSpecForm(form, can, formErrorStore);
  const formContext = useMemo<FormContext>(
    () => ({ call, can, files, pathOf: (id) => fieldPathOfId(id.startsWith(idPrefix) ? `root${id.slice(idPrefix.length)}` : id, paths) }),
    [call, can, files, paths, idPrefix],
  );

  // The parent validates through a small handle rather than holding the RJSF form itself.
  const rjsfForm = useRef<CoreForm | null>(null);
  useImperativeHandle(formRef, () => ({ validateForm: () => rjsfForm.current?.validateForm() ?? true }), []);

  const change = ({ formData }: IChangeEvent) => {
    const next = asJsonObject(formData);
    clearEdited(next, data);
    onChange(next);
  };

  return (
    <PrecompiledForm
      ref={rjsfForm}
      idPrefix={idPrefix}
      {...formProps}
      formData={data}
      widgets={formWidgets}
      formContext={formContext}
      disabled={disabled}
      readonly={readOnly}
      aria-label={label}
      onChange={change}
      onSubmit={({ formData }) => onSubmit?.(asJsonObject(formData))}
    >
      {children ?? <></>}
    </PrecompiledForm>
  );
}
