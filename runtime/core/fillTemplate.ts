import { valueAtPath } from './formFieldPaths';

/**
 * A text of a detail spec with each `{field}` (dotted for nested fields) replaced by that field of
 * the record; a missing value becomes empty text, or stays as written when `encode` is set (a
 * route), so that the mistake shows instead of opening another record.
 *
 * @example
 * fillTemplate('{first_name} {last_name}', { first_name: 'Ann', last_name: 'Lee' }); // 'Ann Lee'
 * fillTemplate('/patientInformation/{id}', { id: 7 }, true); // '/patientInformation/7'
 */
export function fillTemplate(template: string, record: unknown, encode = false): string {
  return template.replace(/\{([\w.]+)\}/g, (placeholder, field: string) => {
    const value = valueAtPath(record, field);
    if (typeof value !== 'string' && typeof value !== 'number') return encode ? placeholder : '';
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
}
