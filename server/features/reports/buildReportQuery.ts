// A report request → the SQL of its count and of its rows: the report's own SQL (specs/reports),
// its `:placeholders` bound as parameters, the caller's row scope, the date range and the
// compiled filter tree. Pure: tested without a database.
import { message } from '../../../src/generated/catalog';
import type { ReportQuery } from '../../../src/generated/reportQueries';
import type { ScopedCondition } from '../../security/scopedRows';
import { compileRuleTree, ReportFilterError } from './compileRuleTree';

/** What a run of a report needs besides its declaration. */
export interface ReportRun {
  tree: unknown;
  startDate?: string | null;
  endDate?: string | null;
  /** An IANA time zone; UTC when absent. */
  timezone?: string | null;
  hoursSinceProcedure?: 24 | 36 | null;
  /** The server's clock. */
  now: Date;
  /** The caller's rows of dataScope `reports` (`call.scoped.reports`, applied to the alias `p` of a `patients` report); `all` for tools that run every row (the bench). */
  scope: ScopedCondition<'reports'> | 'all';
}

/** The SQL of one report run: `select` of the rows (append limit/offset) and of their count. */
export interface ReportSql {
  rowsSql: string;
  countSql: string;
  params: unknown[];
  /** How many rules the filter held. */
  ruleCount: number;
}

/**
 * Builds the SQL of `report` for `run`.
 *
 * @throws ReportFilterError for a filter the report does not allow, a forced-filter report
 * without a rule, an unknown time zone or reversed dates.
 * @example
 * const { rowsSql, params } = buildReportQuery(reportQueries.customPatients, { tree, now: clock.now(), scope });
 * await db.query(`${rowsSql} limit 20 offset 0`, params);
 */
export function buildReportQuery(report: ReportQuery, run: ReportRun): ReportSql {
  const timezone = run.timezone ?? 'UTC';
  if (!isTimeZone(timezone)) throw new ReportFilterError(message('reportBadTimezone', { timezone: timezone.slice(0, 64) }));
  if (run.startDate && run.endDate && run.startDate > run.endDate) throw new ReportFilterError(message('reportDatesReversed'));
  const params: unknown[] = [];
  const bound = new Map<string, string>();
  const values: Record<string, unknown> = {
    startDate: run.startDate ?? null,
    endDate: run.endDate ?? null,
    timezone,
    now: run.now.toISOString(),
    hoursSinceProcedure: run.hoursSinceProcedure ?? 24,
  };
  // Each placeholder is one parameter, however often the report's SQL names it.
  const bind = (sql: string) =>
    sql.replace(/(?<!:):([A-Za-z]+)/g, (_whole, name: string) => {
      if (!(name in values)) throw new Error(`report SQL names an unknown placeholder :${name}`);
      let placeholder = bound.get(name);
      if (placeholder === undefined) {
        params.push(values[name]);
        placeholder = `$${String(params.length)}`;
        bound.set(name, placeholder);
      }
      return placeholder;
    });
  const columns = report.columns.map((column) => `${bind(column.sql)} as "${column.name}"`);
  const patientId = report.patientId === null ? 'null::int' : bind(report.patientId);
  const from = bind(report.from);
  const conditions: string[] = [];
  if (report.where !== null) conditions.push(`(${bind(report.where)})`);
  if (report.scope === 'patients' && run.scope !== 'all') conditions.push(run.scope.where('p', params));
  if (report.date !== null && (run.startDate || run.endDate)) {
    const date = bind(report.date);
    const zone = bind(':timezone');
    if (run.startDate) {
      params.push(run.startDate);
      conditions.push(`(${date}) >= ($${String(params.length)}::date::timestamp at time zone ${zone})`);
    }
    if (run.endDate) {
      params.push(run.endDate);
      conditions.push(`(${date}) < (($${String(params.length)}::date + 1)::timestamp at time zone ${zone})`);
    }
  }
  const filter = compileRuleTree(run.tree, report.fields.map((field) => ({ ...field, sql: bind(field.sql) })), params);
  if (report.forcedFilters && filter.ruleCount === 0) throw new ReportFilterError(message('reportsForcedFilters'));
  conditions.push(filter.sql);
  const groupBy = report.groupBy === null ? '' : ` group by ${bind(report.groupBy)}`;
  const boundBeforeOrder = params.length;
  const orderBy = bind(report.orderBy);
  const unorderedSql = `select ${patientId} as "__patient_id", ${columns.join(', ')} from ${from} where ${conditions.join(' and ')}${groupBy}`;
  const rowsSql = `${unorderedSql} order by ${orderBy}`;
  return {
    rowsSql,
    // Counted over the very rows query, so that both name every parameter (PostgreSQL refuses a
    // parameter no part of the query types), but unordered: sorting every row only to count them
    // cost most of a count over 100,000 patients. The order stays when it alone names a parameter.
    countSql: `select count(*)::int as total from (${params.length > boundBeforeOrder ? rowsSql : unorderedSql}) as report_rows`,
    params,
    ruleCount: filter.ruleCount,
  };
}

const zones = new Set(Intl.supportedValuesOf('timeZone'));

function isTimeZone(name: string): boolean {
  return name === 'UTC' || zones.has(name);
}
