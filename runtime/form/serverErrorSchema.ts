import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../errors/formErrorStore';

/**
 * The RJSF `extraErrors` for the server's field errors ([form-error-to-field]): each field path
 * (`name`, `address.zip_code`) becomes the nested error schema RJSF shows under that field.
 *
 * @example
 * serverErrorSchema({ 'address.zip_code': { message: 'Only numbers allowed.', at: 1 } });
 * // { address: { zip_code: { __errors: ['Only numbers allowed.'] } } }
 */
export function serverErrorSchema(errors: Readonly<Record<string, FieldError>>): ErrorSchema {
  const root: ErrorSchema = {};
  for (const [path, error] of Object.entries(errors)) {
    const names = path.split('.');
    let node = root;
    for (const name of names) node = node[name] ??= {};
    node.__errors = [error.message];
  }
  return root;
}
