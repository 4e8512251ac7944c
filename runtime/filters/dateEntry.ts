import dayjs from 'dayjs';

/**
 * Date entry ([date-entry]): digits typed as month, day and year shown as MM/DD/YYYY, and the
 * value in unix seconds (local midnight), set only once all 8 digits form a real date.
 *
 * @example
 * dateEntry('03052024') // { shown: '03/05/2024', value: <unix seconds of 5 March 2024> }
 */
export function dateEntry(typed: string): { shown: string; value: number | null } {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '');
  const shown = parts.join('/');
  if (digits.length !== 8) return { shown, value: null };
  const [month, day, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4))];
  const date = dayjs(new Date(year, month - 1, day));
  // new Date rolls 02/31 over into March; a rolled-over date is not the date the user meant.
  const real = date.month() === month - 1 && date.date() === day && date.year() === year;
  return { shown, value: real ? date.unix() : null };
}

/** Pads a single-digit month or day typed with a slash ("3/5/2024" → "03/05/2024"). */
export function padDateParts(typed: string): string {
  return typed.replace(/(^|\/)(\d)(?=\/)/g, '$10$2');
}
