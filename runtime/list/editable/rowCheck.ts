// Checks a row of an editable list against the JSON Schema of its form (specs/forms). Ajv loads
// only when a screen with editable rows checks its first row, so other lists do not carry it.
import type { ErrorObject } from 'ajv';

/** A rule of the row's form that a field broke: the JSON Schema keyword and its parameters. */
export interface RowRuleError {
  field: string;
  keyword: string;
  params: unknown;
}

/** The rules a row's data breaks, in the schema's order. */
export type RowCheck = (data: Readonly<Record<string, unknown>>) => RowRuleError[];

type Compile = (schema: object) => (data: unknown) => { valid: boolean; errors: readonly ErrorObject[] };

let loading: Promise<Compile> | undefined;
const checks = new WeakMap<object, Promise<RowCheck>>();

async function loadCompiler(): Promise<Compile> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  return (schema) => {
    const validate = ajv.compile(schema);
    return (data) => ({ valid: validate(data), errors: validate.errors ?? [] });
  };
}

/** The row field an Ajv error is about: the missing property of `required`, else the first step of its path. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') {
    const params: Readonly<Record<string, unknown>> = error.params;
    const missing = params.missingProperty;
    return typeof missing === 'string' ? missing : undefined;
  }
  const first = error.instancePath.split('/')[1];
  return first === undefined || first === '' ? undefined : first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The check of a form's schema, compiled once per schema. Errors that name no field (the `if` of
 * an `if`/`then`) are left out: the rule its branch broke names the field.
 *
 * @example
 * const check = await loadRowCheck(forms.eDocumentLink.schema);
 * check({ url: 'ftp:x' }); // [{ field: 'name', keyword: 'required', ... }, { field: 'url', keyword: 'pattern', ... }]
 */
export function loadRowCheck(schema: object): Promise<RowCheck> {
  let check = checks.get(schema);
  if (check === undefined) {
    loading ??= loadCompiler();
    check = loading.then((compile) => {
      const validate = compile(schema);
      return (data) =>
        validate(data).errors.flatMap((error) => {
          const field = fieldOf(error);
          return field === undefined ? [] : [{ field, keyword: error.keyword, params: error.params }];
        });
    });
    checks.set(schema, check);
  }
  return check;
}
