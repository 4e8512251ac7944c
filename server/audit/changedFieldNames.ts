/**
 * The names of the fields of `after` whose values differ from `before`: what an audit entry says
 * changed (names only, so no value of a secret ever reaches the log).
 *
 * @example
 * changedFieldNames({ email: 'a@x', first_name: 'Ann' }, { email: 'b@x', first_name: 'Ann' }); // ['email']
 */
export function changedFieldNames<T extends Record<string, unknown>>(before: T, after: T): (keyof T & string)[] {
  return Object.keys(after).filter((name) => after[name] !== before[name]);
}
