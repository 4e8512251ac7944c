// A report over the benchmark data: the request `runReport` is loaded with over HTTP, and the same
// SQL without HTTP (the server's own buildReportQuery and readReportPage), run one after another.
import { systemClock } from '../../server/clock/Clock';
import { buildReportQuery } from '../../server/features/reports/buildReportQuery';
import { readReportPage } from '../../server/features/reports/readReportPage';
import { reportQueries } from '../../src/generated/reportQueries';
import { timeSequential, type BenchDatabase, type QueryTimes } from './directQuery';

/** Who runs the report: the demo user of the report access role (scripts/demoUsers.mjs). */
export const reportUser = 'reportaccess';

/** The Custom Patients filter of tests/e2e/reports.test.ts: Practice contains "North" and Archived = No. */
const twoRuleFilter = {
  combinator: 'and',
  rules: [
    { field: 'practice', operator: 'contains', value: 'North' },
    { field: 'archived', operator: '=', value: 'false' },
  ],
} as const;

/** The first page of Custom Patients with the two-rule filter, as the reports screen sends it. */
export const reportRequest = { reportType: 'customPatients', sql: twoRuleFilter, page: 1 } as const;

/**
 * Times the count and the first page of {@link reportRequest} in the rows the report access role
 * sees (dataScope `reports` of specs/access.yaml: every patient).
 */
export function timeReportQuery(location: BenchDatabase, runs = 50): Promise<QueryTimes> {
  const report = reportQueries[reportRequest.reportType];
  if (!report) throw new Error(`no report ${reportRequest.reportType} in src/generated/reportQueries.ts`);
  return timeSequential(
    location,
    (db) => {
      const sql = buildReportQuery(report, { tree: reportRequest.sql, now: systemClock.now(), scope: 'all' });
      return readReportPage(db, sql, reportRequest.page);
    },
    runs,
  );
}
