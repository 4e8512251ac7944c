type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * Form data with several fields set at once, by field path (`name`, `address.city`), leaving
 * every other field as it was; the data given is not changed. A lookup widget (NPI, address)
 * fills the form with it.
 *
 * @example
 * withFieldValues({ name: 'A', address: { zip_code: '1' } }, { 'address.city': 'Springfield' });
 * // { name: 'A', address: { zip_code: '1', city: 'Springfield' } }
 */
export function withFieldValues(data: Json, values: Readonly<Record<string, unknown>>): Json {
  const next: Json = { ...data };
  for (const [path, value] of Object.entries(values)) {
    const names = path.split('.');
    let node = next;
    names.slice(0, -1).forEach((name) => {
      const child = { ...asObject(node[name]) };
      node[name] = child;
      node = child;
    });
    const last = names[names.length - 1] ?? path;
    if (value === undefined) delete node[last];
    else node[last] = value;
  }
  return next;
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
