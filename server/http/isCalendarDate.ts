/**
 * Whether `text` is a day PostgreSQL's `date` accepts, written `YYYY-MM-DD`: a real day of the
 * calendar (no 30 February, which `Date.parse` rolls over to March) in the years 0001 to 9999
 * (PostgreSQL refuses the year 0000). Checked while reading a request, so that such a date is
 * refused with a 422 instead of failing in the database.
 *
 * @example
 * isCalendarDate('2024-02-29'); // true
 * isCalendarDate('2026-02-30'); // false
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
