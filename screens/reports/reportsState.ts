// The Reports screen's state (document 3, sections 2.7, 4 "Reports", 5 "Reports"): choose a report,
// then filter, refresh, page and download; Back resets everything. Pure, tested without the DOM.
import type { RuleGroupType } from 'react-querybuilder';
import { ruleValueLimits, ruleValueProblem, type RuleValueProblem } from '../../domain/reports/ruleValueProblem';
import { message, type MessageKey } from '../../src/generated/catalog';
import type { OperationBody } from '../../src/generated/operationTypes';
import { reportTypes, type ReportFieldSpec, type ReportTypeName } from '../../src/generated/reports';

/** A react-querybuilder rule group as the screen holds it. */
/** A filter tree as react-querybuilder edits it (and POST admin/reports takes it). */
export type RuleGroup = RuleGroupType;

export type HoursSinceProcedure = 24 | 36;

export interface ReportsState {
  /** The chosen report; none while the list of report types shows. */
  report: ReportTypeName | undefined;
  query: RuleGroup;
  startDate: string;
  endDate: string;
  /** The Medicare compliance report's hours since procedure: 24 by default ([reports-medicare-hours]). */
  hours: HoursSinceProcedure;
  /** The request last refreshed (what the results table shows); none before the first Refresh. */
  applied: ReportRequest | undefined;
  page: number;
}

export type ReportRequest = Omit<OperationBody<'runReport'>, 'downloadReport'>;

export type ReportsEvent =
  | { type: 'choose'; report: ReportTypeName }
  | { type: 'back' }
  | { type: 'query'; query: RuleGroup }
  | { type: 'dates'; startDate?: string; endDate?: string }
  | { type: 'hours'; hours: HoursSinceProcedure }
  | { type: 'refresh' }
  | { type: 'page'; page: number };

/** The empty filter a report starts with. */
export const emptyQuery: RuleGroup = { combinator: 'and', rules: [] };

/** The screen before a report is chosen (and after Back: [reports-back-resets]). */
export const initialReportsState: ReportsState = {
  report: undefined,
  query: emptyQuery,
  startDate: '',
  endDate: '',
  hours: 24,
  applied: undefined,
  page: 1,
};

/** How many rules (not groups) a filter holds, at any depth. */
export function ruleCount(group: RuleGroup): number {
  return group.rules.reduce((count, rule) => count + ('rules' in rule ? ruleCount(rule) : 1), 0);
}

/**
 * Whether Refresh may run: a report with forced filters needs at least one rule
 * ([reports-forced-filter-refresh]); the screen then shows 'Apply filters to enable Refresh Data'.
 */
export function canRefresh(state: ReportsState): boolean {
  if (state.report === undefined) return false;
  return !reportTypes[state.report].forcedFilters || ruleCount(state.query) > 0;
}

/** The report request of the state's filter (section 3, "Report request"), without its page. */
export function reportRequest(state: ReportsState, timezone: string): ReportRequest | undefined {
  if (state.report === undefined) return undefined;
  const report = reportTypes[state.report];
  return {
    reportType: state.report,
    // Each rule as a plain object: the wire type takes any keys, react-querybuilder's rule types name theirs.
    sql: { ...state.query, rules: state.query.rules.map((rule) => ({ ...rule })) },
    timezone,
    ...(report.dated ? { startDate: state.startDate || null, endDate: state.endDate || null } : {}),
    ...(report.hoursSinceProcedure ? { hoursSinceProcedure: state.hours } : {}),
  };
}

/**
 * The next state: choosing a report starts it with an empty filter (a report without forced
 * filters runs at once), Refresh applies the filter on page 1, Back resets everything.
 */
export function reportsReducer(state: ReportsState, event: ReportsEvent, timezone: string): ReportsState {
  switch (event.type) {
    case 'choose': {
      const chosen: ReportsState = { ...initialReportsState, report: event.report };
      return reportTypes[event.report].forcedFilters ? chosen : { ...chosen, applied: reportRequest(chosen, timezone) };
    }
    case 'back':
      return initialReportsState;
    case 'query':
      return { ...state, query: event.query };
    case 'dates':
      return { ...state, startDate: event.startDate ?? state.startDate, endDate: event.endDate ?? state.endDate };
    case 'hours':
      return { ...state, hours: event.hours };
    case 'refresh':
      return canRefresh(state) ? { ...state, applied: reportRequest(state, timezone), page: 1 } : state;
    case 'page':
      return state.applied === undefined ? state : { ...state, page: Math.max(1, event.page) };
  }
}

/** The catalogue message of each rule value problem (issue 27 defect 4). */
const problemMessages = {
  required: 'reportsRuleRequired',
  number: 'reportsRuleNumber',
  date: 'reportsRuleDate',
  twoValues: 'reportsRuleTwoValues',
  list: 'reportsRuleList',
  choice: 'reportsRuleChoice',
  tooLong: 'reportsRuleTooLong',
} as const satisfies Record<RuleValueProblem, MessageKey>;

/**
 * The problem of each rule of `group` whose value cannot run (by rule id), as the message shown on
 * the rule; empty when the filter can be sent ([reports-flow], issue 27 defect 4).
 *
 * @example
 * ruleProblems({ combinator: 'and', rules: [{ id: 'r1', field: 'practice', operator: 'contains', value: '' }] }, fields);
 * // Map { 'r1' => 'Enter a value for Practice' }
 */
export function ruleProblems(group: RuleGroup, fields: readonly ReportFieldSpec[]): Map<string, string> {
  const problems = new Map<string, string>();
  const visit = (node: RuleGroup) => {
    for (const rule of node.rules) {
      if (typeof rule === 'string') continue;
      if ('rules' in rule) {
        visit(rule);
        continue;
      }
      const field = fields.find((candidate) => candidate.name === rule.field);
      if (field === undefined || rule.id === undefined) continue;
      const problem = ruleValueProblem({ type: field.type, values: field.values?.map((option) => option.value) }, rule.operator, rule.value);
      if (problem !== undefined)
        problems.set(rule.id, message(problemMessages[problem], { field: field.label, max: problem === 'list' ? ruleValueLimits.listValues : ruleValueLimits.textLength }));
    }
  };
  visit(group);
  return problems;
}
