import type { IChangeEvent, default as CoreForm } from '@rjsf/core';
import { Suspense, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { forms } from '../../src/generated/forms';
import type { CompiledForm } from '../../src/generated/compiled-types';
import type { WizardStep } from '../../src/generated/spec-types';
import type { FieldError, FormErrorStore } from '../errors/formErrorStore';
import type { FormContext } from '../form/formContext';
import { FormActions } from '../form/FormActions';
import { PrecompiledForm } from '../form/PrecompiledForm';
import { formCustomValidate } from '../form/formCustomValidate';
import { formErrorTransformer } from '../form/formErrorTransformer';
import { formFieldPaths, valueAtPath } from '../core/formFieldPaths';
import { formRequestBody } from '../form/formRequestBody';
import { formView } from '../form/formView';
import { useFormWidgets } from '../form/useFormWidgets';
import { pictureFields, withoutPictures } from '../form/picture/pendingPictures';
import { serverErrorSchema } from '../form/serverErrorSchema';
import { useServerFieldErrors } from '../form/useServerFieldErrors';
import { useSession } from '../session/SessionContext';
import { withoutHiddenFields } from './hiddenFields';
import { sameStepData } from './sameStepData';
import type { WizardCall } from './WizardCall';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import type { StepData } from '../../machines/wizard/wizardContract';

/** What the wizard asks of the step shown. */
export interface WizardStepHandle {
  /** Runs the form's own validation (showing its messages); true when the step may be submitted. */
  validate(): boolean;
  /** The body to send for the machine's body: hidden fields left out, empty nullable fields null. */
  requestBody(body: StepData): StepData;
  /** Forgets the server's field errors of this step before a new save. */
  clearServerErrors(): void;
}

interface WizardStepViewProps {
  ref: Ref<WizardStepHandle | null>;
  step: WizardStep;
  data: StepData;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  call: WizardCall;
  /** The record the wizard edits (null before its create step saved), for widgets that call with it (picture upload). */
  recordId: string | null;
  store: FormErrorStore;
  onChange: (data: StepData) => void;
  /** True while the wizard holds unsaved changes (for the form's `actions`). */
  dirty?: boolean;
  /** True when the wizard edits a saved record (for the form's `actions` and fields' `editAccess`). */
  editing?: boolean;
}

// The portal's widgets show a field's errors themselves; RJSF's list under the field would say it twice.
const templates = { FieldErrorTemplate: () => null };

function merged(machine: Readonly<Record<string, string>>, server: Readonly<Record<string, FieldError>>): Record<string, FieldError> {
  const all: Record<string, FieldError> = { ...server };
  for (const [path, message] of Object.entries(machine)) all[path] = { message, at: 0 };
  return all;
}

/**
 * One wizard step: the form of specs/forms it names, drawn like a form screen (the user's view
 * of the fields, catalog messages, server field errors under their fields until edited), or the
 * registered step component it names. The data is the machine's; each change goes back to it.
 */
export function WizardStepView({ ref, step, data, errors, disabled, call, recordId, store, onChange, dirty = false, editing = false }: WizardStepViewProps) {
  const formWidgets = useFormWidgets();
  const registry = useRuntimeRegistry();
  const { can } = useSession();
  const form: CompiledForm | undefined = step.form === undefined ? undefined : forms[step.form];
  if (step.form !== undefined && form === undefined) throw new Error(`wizard step '${step.id}' names the unknown form '${step.form}'`);
  const view = useMemo(() => (form === undefined ? undefined : formView(form, can, editing)), [form, can, editing]);
  const paths = useMemo(() => (view === undefined ? Object.keys(data) : formFieldPaths(view.schema)), [view, data]);
  const serverErrors = useServerFieldErrors(paths, store);
  const transformErrors = useMemo(() => formErrorTransformer(form?.messages), [form]);
  // The uiSchema's rules (passwords match, dates in range) run in the same pass as the schema's.
  const customValidate = useMemo(() => (view === undefined ? undefined : formCustomValidate(view.uiSchema)), [view]);
  const formContext = useMemo<FormContext>(() => ({ call, can, recordId: recordId ?? undefined }), [call, can, recordId]);
  const pictures = useMemo(() => (view === undefined ? [] : pictureFields(view.uiSchema)), [view]);
  const formRef = useRef<CoreForm | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      validate: () => formRef.current?.validateForm() ?? true,
      requestBody: (body) =>
        // A picture goes by its own multipart call (the widget's, or after the create call), never in the JSON body.
        form === undefined || view === undefined
          ? body
          : withoutPictures(formRequestBody(view.schema, withoutHiddenFields(body, form.schema, view.schema)), pictures),
      clearServerErrors: () => {
        for (const path of paths) store.clear(path);
      },
    }),
    [form, view, paths, pictures, store],
  );

  const change = (next: StepData) => {
    if (sameStepData(next, data)) return;
    // An edited field's server error no longer applies ([field-error-cleared-on-edit]).
    for (const path of Object.keys(serverErrors)) {
      if (valueAtPath(next, path) !== valueAtPath(data, path)) store.clear(path);
    }
    onChange(next);
  };
  const allErrors = merged(errors, serverErrors);

  if (form === undefined || view === undefined) {
    const Step = registry.wizardSteps.resolve(step.component, { spec: `wizard step ${step.id}` });
    const flat = Object.fromEntries(Object.entries(allErrors).map(([path, error]) => [path, error.message]));
    return (
      <Suspense fallback={null}>
        <Step data={data} errors={flat} disabled={disabled} call={call} onChange={change} />
      </Suspense>
    );
  }
  return (
    <PrecompiledForm
      ref={formRef}
      formSchema={form.schema}
      schema={view.schema}
      uiSchema={view.uiSchema}
      formData={data}
      widgets={formWidgets}
      templates={templates}
      formContext={formContext}
      transformErrors={transformErrors}
      {...(customValidate === undefined ? {} : { customValidate })}
      extraErrors={serverErrorSchema(allErrors)}
      showErrorList={false}
      noHtml5Validate
      disabled={disabled}
      aria-label={form.title}
      onChange={({ formData }: IChangeEvent<StepData>) => change(formData ?? {})}
    >
      {/* In place of a submit button: the form's own actions (runtime/form/FormActions). */}
      <FormActions actions={form.actions ?? []} data={data} dirty={dirty} editing={editing} disabled={disabled} call={call} onFill={change} />
    </PrecompiledForm>
  );
}
