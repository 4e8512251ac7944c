import { asJsonObject } from '../api/jsonObject';

/**
 * The route to open after a successful submit: the spec's `onSuccess.to` with each `{field}`
 * replaced by that field of the answer (URL-encoded). A field the answer lacks stays as written,
 * so the mistake shows in the address bar instead of silently opening another page.
 *
 * @example
 * successRoute('/practice/{id}', { id: 42 }); // '/practice/42'
 */
export function successRoute(template: string, answer: unknown): string {
  const record = asJsonObject(answer);
  return template.replace(/\{(\w+)\}/g, (placeholder, field: string) => {
    const value = record[field];
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : placeholder;
  });
}
