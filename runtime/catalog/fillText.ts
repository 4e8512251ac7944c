/**
 * A compiled text with its `{name}` placeholders filled from `values`; a placeholder without a
 * value stays as written. The compiler has already turned the spec's message keys into texts
 * (the success toast of a modal form: 'Saved {name}'), so nothing is looked up here.
 *
 * @example
 * fillText('Saved {name}', { name: 'Smith' }); // 'Saved Smith'
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
