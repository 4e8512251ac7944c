import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { OperationId } from '../../src/generated/operations';
import type { FormSpec } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';
import type { FormErrorStore } from '../errors/formErrorStore';
import { showToast } from '../toasts/showToast';
import { formCustomValidate } from './formCustomValidate';
import { formErrorTransformer } from './formErrorTransformer';
import { formFieldPaths, valueAtPath } from '../core/formFieldPaths';
import { formView } from './formView';
import { serverErrorSchema } from './serverErrorSchema';
import { useServerFieldErrors } from './useServerFieldErrors';
import type { JsonObject } from '../api/jsonObject';

/** What saving a form calls: `submit` for a new record, `update` (falling back to `submit`'s texts and rules) for an edit. */
export interface EffectiveSubmit {
  operation: OperationId;
  success?: string;
  access?: AccessRule;
  denied?: string;
  onSuccess?: { to: string };
}

/**
 * The save of a form in create or edit mode: `submit`, or for an edit `update` with the missing
 * texts, rule and next route taken from `submit`; undefined when the mode has none.
 *
 * @example
 * effectiveSubmit(forms.practice, true); // { operation: 'updatePractice', success: ..., access: ... }
 */
export function effectiveSubmit(form: Compiled<FormSpec>, editing: boolean): EffectiveSubmit | undefined {
  if (!editing) return form.submit;
  const update = form.update;
  if (update === undefined) return undefined;
  const submit = form.submit;
  const onSuccess = update.onSuccess ?? submit?.onSuccess;
  const success = update.success ?? submit?.success;
  const access = update.access ?? submit?.access;
  const denied = update.denied ?? submit?.denied;
  return {
    operation: update.operation,
    ...(success === undefined ? {} : { success }),
    ...(access === undefined ? {} : { access }),
    ...(denied === undefined ? {} : { denied }),
    ...(onSuccess === undefined ? {} : { onSuccess }),
  };
}

/**
 * What every renderer of a form spec (form screen, modal, card) derives from it alike: the user's
 * view of the fields, their paths, the catalog's validation messages, the form-level rules, the
 * server's field errors as RJSF extra errors, and `clearEdited`, which drops the server error of
 * every field whose value changed ([field-error-cleared-on-edit]).
 *
 * `formProps` are the props all three pass alike to PrecompiledForm (schema, the form's schema
 * whose precompiled validators check it, messages, server errors, every error at once without
 * the browser's own checks).
 *
 * @example
 * const spec = useSpecForm(form, can, formErrorStore);
 * <PrecompiledForm {...spec.formProps} formData={data} onChange={change} ... />
 */
export function useSpecForm(form: Compiled<FormSpec>, can: (rule: AccessRule) => boolean, store: FormErrorStore) {
  const view = useMemo(() => formView(form, can), [form, can]);
  const paths = useMemo(() => formFieldPaths(view.schema), [view.schema]);
  const transformErrors = useMemo(() => formErrorTransformer(form.messages), [form.messages]);
  const customValidate = useMemo(() => formCustomValidate(view.uiSchema), [view.uiSchema]);
  const serverErrors = useServerFieldErrors(paths, store);
  const extraErrors = useMemo(() => serverErrorSchema(serverErrors), [serverErrors]);
  const clearEdited = (next: JsonObject, previous: JsonObject) => {
    for (const path of Object.keys(serverErrors)) {
      if (valueAtPath(next, path) !== valueAtPath(previous, path)) store.clear(path);
    }
  };
  const clearAll = () => {
    for (const path of paths) store.clear(path);
  };
  const formProps = useMemo(
    () => ({
      formSchema: form.schema,
      schema: view.schema,
      uiSchema: view.uiSchema,
      customValidate,
      transformErrors,
      extraErrors,
      showErrorList: false as const,
      noHtml5Validate: true,
    }),
    [form.schema, view, customValidate, transformErrors, extraErrors],
  );
  return { view, paths, formProps, clearEdited, clearAll };
}

/**
 * The save button's click check: a user whose role fails the save's `access` rule is told so at
 * once (its `denied` message, or 'You must have correct permissions…'), before any validation.
 */
export function refuseUnlessAllowed(submit: EffectiveSubmit | undefined, can: (rule: AccessRule) => boolean) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (submit?.access === undefined || can(submit.access)) return;
    event.preventDefault();
    showToast({ kind: 'error', title: submit.denied ?? message('mustHaveCorrectPermissions') });
  };
}
