/** What a date field shows and holds for what was typed. */
export interface DateFieldEntry {
  /** The digits as MM/DD/YYYY, as far as typed. */
  shown: string;
  /** Unix seconds of UTC midnight of that day, only once all 8 digits name a real day. */
  value: number | undefined;
  /** All 8 digits are typed (a complete entry without a value names no day: 'Invalid Date'). */
  complete: boolean;
}

/**
 * Date entry of forms ([date-entry]): digits typed as month, day and year, shown MM/DD/YYYY, and
 * the value in unix seconds (UTC midnight, as the wizard stores dates) set only when all 8 digits
 * are in and name a real day (02/31 is no day). A single-digit month or day typed before a slash
 * is padded with 0 ("3/5/2024" → "03/05/2024").
 *
 * @example
 * dateFieldEntry('03/02/2026'); // { shown: '03/02/2026', value: 1772409600, complete: true }
 * dateFieldEntry('3/2');        // { shown: '03/02', value: undefined, complete: false }
 */
export function dateFieldEntry(typed: string): DateFieldEntry {
  const padded = typed.replace(/(^|\/)(\d)(?=\/)/g, '$10$2');
  const digits = padded.replace(/\D/g, '').slice(0, 8);
  const shown = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
  if (digits.length !== 8) return { shown, value: undefined, complete: false };
  const [month, day, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4))];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return { shown, value: real ? date.getTime() / 1000 : undefined, complete: true };
}

/**
 * Pads what a date field shows when it loses focus: a single-digit month or day gets its 0
 * ("3/5/2024" → "03/05/2024", "3" → "03").
 *
 * @example
 * padDateOnBlur('3/5/2024'); // '03/05/2024'
 */
export function padDateOnBlur(shown: string): string {
  return shown
    .split('/')
    .map((part, index) => (index < 2 && part.length === 1 ? `0${part}` : part))
    .join('/');
}

/**
 * MM/DD/YYYY of unix seconds (UTC), or '' for no value.
 *
 * @example
 * dateFieldText(1772409600); // '03/02/2026'
 */
export function dateFieldText(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  const date = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${String(date.getUTCFullYear()).padStart(4, '0')}`;
}

/**
 * A date bound of `ui:options` (`min`, `max`) in unix seconds: `today` (UTC midnight of today),
 * a MM/DD/YYYY date, or unix seconds.
 *
 * @example
 * dateBound('01/01/1900'); // -2208988800
 */
export function dateBound(bound: unknown, now: Date = new Date()): number | undefined {
  if (typeof bound === 'number') return bound;
  if (bound === 'today') return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 1000;
  if (typeof bound === 'string') return dateFieldEntry(bound).value;
  return undefined;
}
