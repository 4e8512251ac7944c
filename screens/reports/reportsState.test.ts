import { describe, expect, it } from 'vitest';
import { reportTypes } from '../../src/generated/reports';
import { canRefresh, initialReportsState, reportsReducer, ruleCount, ruleProblems, type ReportsEvent, type ReportsState } from './reportsState';

const run = (events: ReportsEvent[], from: ReportsState = initialReportsState) => events.reduce((state, event) => reportsReducer(state, event, 'America/Chicago'), from);
const rule = { field: 'serialNumber', operator: '=', value: 'T8' };

describe('the Reports screen state', () => {
  it('[reports-flow] choosing a report without forced filters runs it at once on page 1', () => {
    const state = run([{ type: 'choose', report: 'customPatients' }]);
    expect(state.applied).toEqual({ reportType: 'customPatients', sql: { combinator: 'and', rules: [] }, timezone: 'America/Chicago', startDate: null, endDate: null });
    expect(run([{ type: 'page', page: 3 }], state).page).toBe(3);
  });

  it('[reports-forced-filter-refresh] a forced-filter report does not run, and Refresh stays disabled, until a rule exists', () => {
    const chosen = run([{ type: 'choose', report: 'deviceGeolocationReport' }]);
    expect(chosen.applied).toBeUndefined();
    expect(canRefresh(chosen)).toBe(false);
    expect(run([{ type: 'refresh' }], chosen).applied).toBeUndefined();
    const nested = run([{ type: 'query', query: { combinator: 'and', rules: [{ combinator: 'or', rules: [rule] }] } }], chosen);
    expect(ruleCount(nested.query)).toBe(1);
    expect(canRefresh(nested)).toBe(true);
    expect(run([{ type: 'refresh' }], nested).applied?.sql).toEqual(nested.query);
  });

  it('[reports-medicare-hours] the Medicare compliance report sends 24 hours by default, 36 when chosen', () => {
    const chosen = run([{ type: 'choose', report: 'medicareComplianceReport' }]);
    expect(chosen.applied?.hoursSinceProcedure).toBe(24);
    expect(run([{ type: 'hours', hours: 36 }, { type: 'refresh' }], chosen).applied?.hoursSinceProcedure).toBe(36);
  });

  it('[reports-back-resets] Back resets the report, the filter, the dates, the hours, the results and the page', () => {
    const busy = run([
      { type: 'choose', report: 'medicareComplianceReport' },
      { type: 'query', query: { combinator: 'or', rules: [rule] } },
      { type: 'hours', hours: 36 },
      { type: 'dates', startDate: '2026-01-01' },
      { type: 'refresh' },
      { type: 'page', page: 4 },
    ]);
    expect(run([{ type: 'back' }], busy)).toEqual(initialReportsState);
  });
});

describe('ruleProblems (issue 27 defect 4)', () => {
  it('names each rule whose value cannot run, by its id, in the catalogue words', () => {
    const fields = reportTypes.customPatients.fields;
    const problems = ruleProblems(
      {
        combinator: 'and',
        rules: [
          { id: 'a', field: 'practice', operator: 'contains', value: '' },
          { id: 'b', field: 'practice', operator: 'contains', value: 'North' },
          { id: 'g', combinator: 'or', rules: [{ id: 'c', field: 'completedSessions', operator: '>', value: 'many' }] },
        ],
      },
      fields,
    );
    expect([...problems]).toEqual([
      ['a', 'Enter a value for Practice'],
      ['c', 'Completed Sessions must be a number'],
    ]);
  });
});
