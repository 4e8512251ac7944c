// Checks a row of an editable list against the JSON Schema of its form (specs/forms), with the
// form's precompiled validators (runtime/form/formValidatorFunctions.ts): they load when a screen
// with editable rows checks its first row, so other lists do not carry them.
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { formValidatorFunctions } from '../../form/formValidatorFunctions';
import type { JsonObject } from '../../api/jsonObject';

/** A rule of the row's form that a field broke: the JSON Schema keyword and its parameters. */
export interface RowRuleError {
  field: string;
  keyword: string;
  params: unknown;
}

/** The rules a row's data breaks, in the schema's order. */
export type RowCheck = (data: Readonly<JsonObject>) => RowRuleError[];

const checks = new WeakMap<object, Promise<RowCheck>>();

/** The row field an Ajv error is about: the missing property of `required`, else the first step of its path. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') {
    const missing: unknown = error.params.missingProperty;
    return typeof missing === 'string' ? missing : undefined;
  }
  const first = error.instancePath.split('/')[1];
  return first === undefined || first === '' ? undefined : first.replace(/~1/g, '/').replace(/~0/g, '~');
}

async function rowCheckOf(schema: RJSFSchema): Promise<RowCheck> {
  const validate = (await formValidatorFunctions(schema))[hashForSchema(schema)];
  if (validate === undefined) throw new Error('the precompiled validators of a form lack the form itself');
  return (data) => {
    validate(data);
    const errors = validate.errors ?? [];
    validate.errors = null;
    return errors.flatMap((error) => {
      const field = fieldOf(error);
      return field === undefined ? [] : [{ field, keyword: error.keyword, params: error.params }];
    });
  };
}

/**
 * The check of a form's schema (a form of src/generated/forms, or none: every row passes),
 * prepared once per schema. Errors that name no field (the `if` of an `if`/`then`) are left out:
 * the rule its branch broke names the field.
 *
 * @example
 * const check = await loadRowCheck(forms.eDocumentLink.schema);
 * check({ url: 'ftp:x' }); // [{ field: 'name', keyword: 'required', ... }, { field: 'url', keyword: 'pattern', ... }]
 */
export function loadRowCheck(schema: RJSFSchema | undefined): Promise<RowCheck> {
  if (schema === undefined) return Promise.resolve(() => []);
  let check = checks.get(schema);
  if (check === undefined) {
    check = rowCheckOf(schema);
    checks.set(schema, check);
  }
  return check;
}
