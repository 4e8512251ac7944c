import type { RJSFSchema } from '@rjsf/utils';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * The path of every field of a form schema, as server field errors name them: `name`, and
 * `address.zip_code` for the fields of an object.
 *
 * @example
 * formFieldPaths({ type: 'object', properties: { name: {}, address: { type: 'object', properties: { city: {} } } } });
 * // ['name', 'address.city']
 */
export function formFieldPaths(schema: RJSFSchema, prefix = ''): string[] {
  return Object.entries(asObject(schema.properties)).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const propertySchema = asObject(property);
    return propertySchema.type === 'object' ? formFieldPaths(propertySchema, `${path}.`) : [path];
  });
}

/**
 * The value at a field path of form data, or undefined.
 *
 * @example
 * valueAtPath({ address: { city: 'Springfield' } }, 'address.city'); // 'Springfield'
 */
export function valueAtPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, name) => asObject(node)[name], data);
}
