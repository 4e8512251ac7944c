import { writeFieldPath } from './recordPath';
import type { JsonObject } from '../api/jsonObject';

/**
 * Form data with several fields set at once, by field path (`name`, `address.city`), leaving
 * every other field as it was; the data given is not changed. A lookup widget (NPI, address)
 * fills the form with it.
 *
 * @example
 * withFieldValues({ name: 'A', address: { zip_code: '1' } }, { 'address.city': 'Springfield' });
 * // { name: 'A', address: { zip_code: '1', city: 'Springfield' } }
 */
export function withFieldValues(data: JsonObject, values: Readonly<JsonObject>): JsonObject {
  return Object.entries(values).reduce((next, [path, value]) => writeFieldPath(next, path, value), data);
}

/**
 * The field path of an RJSF widget id (`root_address_city` → `address.city`), among the form's
 * field paths; undefined when the id names none.
 *
 * @example
 * fieldPathOfId('root_phone_number_number', ['name', 'phone_number.number']); // 'phone_number.number'
 */
export function fieldPathOfId(id: string, paths: readonly string[]): string | undefined {
  return paths.find((path) => `root_${path.replace(/\./g, '_')}` === id);
}
