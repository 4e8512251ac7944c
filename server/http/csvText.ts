// CSV text for the server's downloads (reports, the template assignment export): RFC 4180
// quoting, CRLF lines, and every text cell a spreadsheet would read as a formula (starting with
// = + - @, a tab or a carriage return) neutralised with a leading apostrophe (OWASP "CSV injection").

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
