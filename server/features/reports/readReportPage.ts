// One page of a report run: its count and its rows, the two statements `runReport` answers a page
// with (the benchmark times the very same pair without HTTP: tests/bench/reportQuery.ts).
import type { Queryable } from '../../db/Database';
import type { ReportSql } from './buildReportQuery';

/** Rows a page of a report shows (document 3, section 9: default list limit 20). */
export const reportPageSize = 20;

/** A row of a report: its columns by name, and the patient it is about (null when none). */
export type ReportRow = Record<string, string | number | null> & { __patient_id: number | null };

/**
 * Counts the rows of `sql` and reads page `page` (from 1) of them.
 *
 * @example
 * const { total, rows } = await readReportPage(db, buildReportQuery(report, run), 1);
 */
export async function readReportPage(db: Queryable, sql: ReportSql, page: number): Promise<{ total: number; rows: ReportRow[] }> {
  const [count] = await db.query<{ total: number }>(sql.countSql, sql.params);
  const rows = await db.query<ReportRow>(
    `${sql.rowsSql} limit ${String(reportPageSize)} offset ${String((page - 1) * reportPageSize)}`,
    sql.params,
  );
  return { total: count?.total ?? 0, rows };
}
