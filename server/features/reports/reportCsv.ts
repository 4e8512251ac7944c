// The CSV of a report download: RFC 4180 quoting, and every text cell a spreadsheet would read as
// a formula (starting with = + - @, a tab or a carriage return) neutralised with a leading
// apostrophe (OWASP "CSV injection").

/** A cell that a spreadsheet would evaluate starts with one of these. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: null is empty, numbers as written, text neutralised and quoted when needed.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 * csvCell(-5); // '-5' (a number is data, not a formula)
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated) of `cells`. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The download's file name: the report's name plus the date and time in `timezone`, `.csv`.
 *
 * @example
 * reportFileName('Custom Patients', new Date('2026-11-25T01:51:07Z'), 'UTC'); // 'Custom Patients 2026-11-25 01-51-07.csv'
 */
export function reportFileName(label: string, now: Date, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${label} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}-${parts.minute}-${parts.second}.csv`;
}
