import type { RJSFSchema } from '@rjsf/utils';
import { valueAtPath } from '../core/formFieldPaths';
import { readRecordPath, writeFieldPath } from './recordPath';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

/** The fields of `value` the schema has (nested objects likewise); null and absent values are left out. */
function pick(schema: unknown, value: unknown): JsonObject {
  const properties = asJsonObject(asJsonObject(schema).properties);
  const source = asJsonObject(value);
  const data: JsonObject = {};
  for (const [name, property] of Object.entries(properties)) {
    const field = source[name];
    if (field === null || field === undefined) continue;
    if (asJsonObject(property).type === 'object') {
      if (typeof field === 'object' && !Array.isArray(field)) data[name] = pick(property, field);
    } else {
      data[name] = field;
    }
  }
  return data;
}

/**
 * The form data of a loaded record (edit mode, `load.map`): each mapped form field takes the
 * record path it names (`practice_type_id: practice_type.id`, `address: address[-1]`), every
 * other field the record's field of the same name; only fields of the form as this user sees it
 * are kept (a hidden field is neither shown nor sent back), plus the `keep` paths (the ids of the
 * address and phone being edited).
 *
 * @example
 * loadedFormData(schema, { name: 'Lakeside', address: [{ id: 3, city: 'Springfield' }] }, { address: 'address[-1]' }, ['address.id']);
 * // { name: 'Lakeside', address: { id: 3, city: 'Springfield' } }
 */
export function loadedFormData(
  schema: RJSFSchema,
  record: unknown,
  map: Readonly<Record<string, string>> = {},
  keep: readonly string[] = [],
): JsonObject {
  let mapped: JsonObject = { ...asJsonObject(record) };
  for (const [field, path] of Object.entries(map))
    mapped = writeFieldPath(mapped, field, readRecordPath(record, path));
  let data = pick(schema, mapped);
  for (const path of keep) {
    const value = valueAtPath(mapped, path);
    if (value !== undefined && value !== null) data = writeFieldPath(data, path, value);
  }
  return data;
}
