// The precompiled validators of the forms of specs/forms (src/generated/formValidators/*.js, Ajv
// standalone code emitted by `npm run generate`): the portal compiles no JSON Schema in the
// browser, so its Content-Security-Policy needs no 'unsafe-eval'. A form's module loads the first
// time the form is shown, so the login route carries none of them.
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formValidatorModules } from '../../src/generated/formValidators';

const keys = new WeakMap<object, string>();
const loaded = new Map<string, ValidatorFunctions>();
const loading = new Map<string, Promise<ValidatorFunctions>>();

/** The RJSF hash of a schema (the key of its precompiled validators), computed once per schema object. */
function keyOf(schema: RJSFSchema): string {
  let key = keys.get(schema);
  if (key === undefined) {
    key = hashForSchema(schema);
    keys.set(schema, key);
  }
  return key;
}

/**
 * The precompiled validators of a form's schema (a form of src/generated/forms): at once when
 * its module has loaded, else the promise of them (the module is imported once; a failed import
 * is tried again on the next call).
 *
 * @throws when the schema is none of specs/forms: `npm run generate` precompiles every form, and
 *   nothing is compiled in the browser.
 * @example
 * const validators = await formValidatorFunctions(forms.practice.schema);
 * validators[hashForSchema(forms.practice.schema)]?.({ name: 'Lakeside' }); // false: required fields missing
 */
export function formValidatorFunctions(schema: RJSFSchema): ValidatorFunctions | Promise<ValidatorFunctions> {
  const key = keyOf(schema);
  const ready = loaded.get(key);
  if (ready !== undefined) return ready;
  let pending = loading.get(key);
  if (pending === undefined) {
    const load = formValidatorModules[key];
    if (load === undefined) {
      throw new Error(`No precompiled validators for this form schema (RJSF hash ${key}): the forms of specs/forms get theirs from \`npm run generate\`; the portal compiles no schema.`);
    }
    pending = load().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    loading.set(key, pending);
    // A module that failed to load (the network) is asked for again next time.
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

