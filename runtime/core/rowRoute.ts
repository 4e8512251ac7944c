import { valueAtPath } from './formFieldPaths';

/**
 * A route of a list spec (`rowLink.to`, `rowActions[].to`) for one row: each `{field}` (dotted
 * for nested fields) is replaced by that field of the row, URL-encoded. A field the row lacks
 * stays as written, so the mistake shows in the address bar instead of opening another record.
 *
 * @example
 * rowRoute('/practice/{id}', { id: 7 }); // '/practice/7'
 */
export function rowRoute(template: string, row: unknown): string {
  return template.replace(/\{([\w.]+)\}/g, (placeholder, field: string) => {
    const value = valueAtPath(row, field);
    return typeof value === 'string' || typeof value === 'number'
      ? encodeURIComponent(String(value))
      : placeholder;
  });
}
