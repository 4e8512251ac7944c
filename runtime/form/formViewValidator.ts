import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { isJsonObject, type JsonObject } from '../api/jsonObject';


/** The steps of an Ajv `schemaPath` (`#/properties/address/properties/zip_code/pattern`), unescaped. */
function schemaSteps(schemaPath: string): string[] {
  return schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter((step) => step !== '')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function child(node: unknown, step: string): unknown {
  if (Array.isArray(node)) return node[Number(step)] as unknown;
  return isJsonObject(node) ? node[step] : undefined;
}

const requiredOf = (node: unknown): readonly unknown[] => (isJsonObject(node) && Array.isArray(node.required) ? node.required : []);

/**
 * Whether the rule that raised `error` is one the user's view left out of the form's schema (a
 * field they may not see, or its place in a `required` list): walking the error's schema path
 * through both schemas, the view lacks a step the form has.
 */
function leftOutOfView(error: ErrorObject, form: RJSFSchema, view: RJSFSchema): boolean {
  let inForm: unknown = form;
  let inView: unknown = view;
  for (const step of schemaSteps(error.schemaPath).slice(0, -1)) {
    inForm = child(inForm, step);
    inView = child(inView, step);
    // Not a place of the form's own schema: nothing was left out there.
    if (inForm === undefined) return false;
    if (inView === undefined) return true;
  }
  if (error.keyword !== 'required') return false;
  const params: Readonly<JsonObject> = error.params;
  return requiredOf(inForm).includes(params.missingProperty) && !requiredOf(inView).includes(params.missingProperty);
}

/**
 * RJSF's validator for one user's view of a form (runtime/form/formView.ts: the fields they may
 * not see left out), from the form's precompiled validators (src/generated/formValidators): the
 * data is checked against the whole form's schema, whose validators were compiled at generate
 * time, and the errors of the rules the view left out are dropped, so the user gets exactly the
 * errors of the view, as RJSF's compiling validator gave them, and nothing is compiled in the
 * browser. Everything else is `@rjsf/validator-ajv8`'s (`createPrecompiledValidator`, its error
 * processing): the errors and their order are those the forms always had.
 *
 * @example
 * const view = formView(forms.practice, session.can);
 * <Form schema={view.schema} validator={formViewValidator(await formValidatorFunctions(forms.practice.schema), forms.practice.schema, view.schema)} ... />
 */
export function formViewValidator(validators: ValidatorFunctions, formSchema: RJSFSchema, viewSchema: RJSFSchema): ValidatorType {
  const precompiled = createPrecompiledValidator(validators, formSchema, (errors) => {
    if (!errors) return;
    const kept = errors.filter((error) => !leftOutOfView(error, formSchema, viewSchema));
    errors.splice(0, errors.length, ...kept);
  });
  const validator: ValidatorType = {
    // RJSF asks with the view (or the view resolved for the data); the form's schema answers.
    rawValidation: <Result>(_schema: RJSFSchema, formData?: unknown) => precompiled.rawValidation<Result>(formSchema, formData),
    isValid: (schema, formData) => precompiled.isValid(schema, formData, formSchema),
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      processRawValidationErrors(validator, precompiled.rawValidation<ErrorObject>(formSchema, formData), formData, schema, customValidate, transformErrors, uiSchema),
  };
  return validator;
}
