import type { RJSFSchema } from '@rjsf/utils';
import { asJsonObject } from '../api/jsonObject';

/**
 * The path of every field of a form schema, as server field errors name them: `name`, and
 * `address.zip_code` for the fields of an object.
 *
 * @example
 * formFieldPaths({ type: 'object', properties: { name: {}, address: { type: 'object', properties: { city: {} } } } });
 * // ['name', 'address.city']
 */
export function formFieldPaths(schema: RJSFSchema, prefix = ''): string[] {
  return Object.entries(asJsonObject(schema.properties)).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const propertySchema = asJsonObject(property);
    return propertySchema.type === 'object' ? formFieldPaths(propertySchema, `${path}.`) : [path];
  });
}

/**
 * The value at a dotted field path of form data or a record, or undefined; a numeric segment
 * indexes a list (`volume_levels.0.volumeLevel`, as the spec language writes it).
 *
 * @example
 * valueAtPath({ address: { city: 'Springfield' } }, 'address.city'); // 'Springfield'
 * valueAtPath({ levels: [{ level: 30 }] }, 'levels.0.level'); // 30
 */
export function valueAtPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, name) => (Array.isArray(node) && /^\d+$/.test(name) ? node[Number(name)] : asJsonObject(node)[name]), data);
}
