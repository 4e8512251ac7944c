/**
 * A plan date (unix seconds of a calendar day, midnight UTC, as the middleware answers plan
 * dates) as MM/DD/YYYY, read in UTC so that the day does not shift with the viewer's time zone;
 * null shows as an empty text.
 *
 * @example
 * planDate(1772409600); // '03/02/2026'
 */
export function planDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${String(date.getUTCFullYear())}`;
}
