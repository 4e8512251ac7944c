/**
 * Digits-only entry: what is kept of the typed text, at most `maxLength` digits (the NPI is
 * digits only, at most 10).
 *
 * @example
 * digitsEntry('12a-34', 10); // '1234'
 */
export function digitsEntry(typed: string, maxLength = Number.POSITIVE_INFINITY): string {
  return typed.replace(/\D/g, '').slice(0, maxLength);
}
