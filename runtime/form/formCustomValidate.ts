import type { CustomValidator, FormValidation, UiSchema } from '@rjsf/utils';
import { message } from '../../src/generated/catalog';
import { passwordProblems } from '../session/passwordPolicy';
import { dateBound } from './dateFieldEntry';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

/** Adds `text` under the field at `path` of RJSF's error tree. */
function addError(errors: FormValidation, path: string[], text: string): void {
  let node: unknown = errors;
  for (const name of path) node = asJsonObject(node)[name];
  const field = node as { addError?: (text: string) => void } | undefined;
  field?.addError?.(text);
}

function check(ui: JsonObject, data: JsonObject, root: JsonObject, path: string[], errors: FormValidation, now: Date): void {
  for (const [name, fieldUi] of Object.entries(ui)) {
    if (name.startsWith('ui:')) continue;
    const options = asJsonObject(asJsonObject(fieldUi)['ui:options']);
    const widget = asJsonObject(fieldUi)['ui:widget'];
    const value = data[name];
    const at = [...path, name];
    // A confirmation (`matches`) need only equal its password; the policy is the password's.
    if (widget === 'password' && options.matches === undefined && typeof value === 'string' && value !== '') {
      const usernameField = typeof options.usernameField === 'string' ? options.usernameField : undefined;
      const username = usernameField === undefined ? undefined : root[usernameField];
      for (const problem of passwordProblems(value, typeof username === 'string' ? { username } : {})) addError(errors, at, problem);
    }
    // `matches` names a field beside this one (`user.confirmPassword` matches `user.password`).
    if (typeof options.matches === 'string' && (value ?? '') !== (data[options.matches] ?? '')) {
      addError(errors, at, message('passwordsMustMatch'));
    }
    if (widget === 'date' && typeof value === 'number') {
      const min = dateBound(options.min, now);
      const max = dateBound(options.max, now);
      const key = typeof options.invalid === 'string' ? options.invalid : 'invalidDate';
      // `min` and `max` are exclusive: after 01/01/1900 and before today.
      if ((min !== undefined && value <= min) || (max !== undefined && value >= max)) addError(errors, at, message(key as 'invalidDate'));
    }
    const nested = asJsonObject(fieldUi);
    if (Object.keys(nested).some((key) => !key.startsWith('ui:'))) check(nested, asJsonObject(value), root, at, errors, now);
  }
}

/**
 * The form-level rules a JSON Schema cannot say, declared in the uiSchema, as an RJSF
 * `customValidate`: a `password` widget checks the full policy of document 1 section 5 with its
 * verbatim messages (`ui:options.usernameField` names the field it may not contain); a field with
 * `ui:options.matches: password` must equal that field ('Passwords must match'); a `date` widget
 * with `ui:options.min`/`max` (exclusive; `today`, MM/DD/YYYY or unix seconds) shows
 * 'Invalid Date' outside them (or the message key `ui:options.invalid`).
 *
 * @example
 * <Form customValidate={formCustomValidate(form.uiSchema)} ... />
 */
export function formCustomValidate(uiSchema: UiSchema | undefined, now: () => Date = () => new Date()): CustomValidator {
  return (formData, errors) => {
    const data = asJsonObject(formData);
    check(asJsonObject(uiSchema), data, data, [], errors, now());
    return errors;
  };
}
