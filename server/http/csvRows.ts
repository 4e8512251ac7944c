// The body of a CSV download (a report, the template assignment export): the rows of one query,
// read in batches while the answer streams, so a large file never sits whole in memory.
import type { Queryable } from '../db/Database';
import { csvLine } from './csvText';

/** Rows read per query while a download streams. */
const downloadBatch = 1000;

/** A query of a download's rows; `sql` has an `order by` (batches are pages of it) and no limit. */
export interface CsvRowsQuery {
  sql: string;
  params: readonly unknown[];
}

/**
 * The CSV text of `header` and every row of `query` (each written by `cells`), chunk by chunk: a
 * UTF-8 byte order mark first (a spreadsheet then reads accents right), then a batch of rows at
 * a time, every cell through csvLine (formula-like text neutralised).
 *
 * @example
 * Readable.from(csvRows(db, { sql: 'select id, name from t order by id', params: [] }, ['Id', 'Name'], (row) => [row.id, row.name]));
 */
export async function* csvRows<Row>(
  db: Queryable,
  query: CsvRowsQuery,
  header: readonly unknown[],
  cells: (row: Row) => readonly unknown[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for (let offset = 0; ; offset += downloadBatch) {
    const rows = await db.query<Row>(`${query.sql} limit ${String(downloadBatch)} offset ${String(offset)}`, query.params);
    if (rows.length > 0) yield rows.map((row) => csvLine(cells(row))).join('');
    if (rows.length < downloadBatch) return;
  }
}
