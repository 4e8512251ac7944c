/**
 * Phone entry ([phone-entry]): the digits typed (at most ten), shown in groups of 3, 3 and 4,
 * and the value, which is set only when all ten digits are present and empty otherwise.
 *
 * @example
 * phoneEntry('555 12') // { shown: '(555) 12', value: '' }
 */
export function phoneEntry(typed: string): { shown: string; value: string } {
  const digits = typed.replace(/\D/g, '').slice(0, 10);
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let shown = area;
  if (digits.length > 3) shown = `(${area}) ${exchange}`;
  if (digits.length > 6) shown = `(${area}) ${exchange}-${line}`;
  return { shown, value: digits.length === 10 ? digits : '' };
}
