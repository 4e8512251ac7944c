/**
 * Unix seconds (UTC midnight) of a typed MM/DD/YYYY, or undefined until all 8 digits are typed
 * or when the digits name no day (an invalid date stays empty, and a required field says so).
 *
 * @example
 * unixDateEntry('03/02/2026'); // 1772409600
 * unixDateEntry('03/02/20');   // undefined
 */
export function unixDateEntry(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 8) return undefined;
  const month = Number(digits.slice(0, 2));
  const day = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() / 1000;
}

/**
 * MM/DD/YYYY of unix seconds (UTC), or '' for no value.
 *
 * @example
 * unixDateText(1772409600); // '03/02/2026'
 */
export function unixDateText(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const date = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${String(date.getUTCFullYear()).padStart(4, '0')}`;
}
