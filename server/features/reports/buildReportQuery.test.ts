import { describe, expect, it } from 'vitest';
import { reportQueries } from '../../../src/generated/reportQueries';
import { buildReportQuery } from './buildReportQuery';

const run = { tree: { combinator: 'and', rules: [{ field: 'practice', operator: 'contains', value: 'North' }] }, now: new Date('2026-01-15T12:00:00Z'), scope: 'all' as const };

/** The parameters ($1, $2, ...) a statement names. */
function named(sql: string): Set<string> {
  return new Set(sql.match(/\$\d+/g));
}

describe('buildReportQuery', () => {
  it('[reports-call] the count names every parameter of the rows, so PostgreSQL can type each one', () => {
    for (const report of Object.values(reportQueries)) {
      const tree = { combinator: 'and', rules: [{ field: report.fields[0]?.name, operator: 'notNull' }] };
      const sql = buildReportQuery(report, { ...run, tree, startDate: '2026-01-01', endDate: '2026-01-31', timezone: 'America/Chicago' });
      expect(named(sql.countSql), report.label).toEqual(named(sql.rowsSql));
    }
    // A report whose order alone names a placeholder keeps it in the count.
    const customPatients = reportQueries.customPatients;
    if (!customPatients) throw new Error('Custom Patients is a report of specs/reports');
    const orderedByNow = { ...customPatients, orderBy: 'p.created_at < :now, p.id' };
    const sql = buildReportQuery(orderedByNow, run);
    expect(named(sql.countSql)).toEqual(named(sql.rowsSql));
    expect(named(sql.rowsSql).size).toBe(sql.params.length);
  });
});
