import { Readable } from 'node:stream';
import { isAllowed } from '../../../src/generated/access';
import { lookups, message } from '../../../src/generated/catalog';
import { reportQueries } from '../../../src/generated/reportQueries';
import { reportTypes } from '../../../src/generated/reports';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { StreamedAnswer } from '../../http/StreamedAnswer';
import { accessSubjectOf } from '../../session/accessSubjectOf';
import { buildReportQuery, type ReportSql } from './buildReportQuery';
import { ReportFilterError } from './compileRuleTree';
import { csvRows } from '../../http/csvRows';
import { reportFileName } from './reportCsv';
import { readReportPage, reportPageSize, type ReportRow } from './readReportPage';

/** The days of the dashboard graphs. */
const graphDays = 30;

/**
 * The report and dashboard operations (document 3, sections 2.7 and 7.5): `runReport` pages a
 * report of specs/reports or streams it as CSV; the dashboard calls count within the caller's
 * rows of dataScope `reports`.
 *
 * @example
 * operations.register(app, 'reports', createReportHandlers(db, clock));
 */
export function createReportHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async runReport(call) {
      const profile = call.profile;
      const name = call.body.reportType;
      const report = Object.hasOwn(reportQueries, name) ? reportQueries[name] : undefined;
      const declared = Object.hasOwn(reportTypes, name)
        ? reportTypes[name as keyof typeof reportTypes]
        : undefined;
      if (!report || !declared)
        throw refusal(message('reportUnknownType', { name: name.slice(0, 64) }), 'reportType');
      if (!isAllowed(declared.access, accessSubjectOf(profile)))
        throw ApiError.forbidden(message('reportNotAllowed'));
      const now = clock.now();
      let sql: ReportSql;
      try {
        sql = buildReportQuery(report, {
          tree: call.body.sql,
          startDate: call.body.startDate,
          endDate: call.body.endDate,
          timezone: call.body.timezone,
          hoursSinceProcedure: call.body.hoursSinceProcedure === 36 ? 36 : 24,
          now,
          scope: call.scoped.reports,
        });
      } catch (error) {
        if (error instanceof ReportFilterError) throw refusal(error.message, 'sql');
        throw error;
      }
      const columns = report.columns.map(({ name: column, label }) => ({ name: column, label }));
      if (call.body.downloadReport === true) {
        const patients = await db.query<{ id: number }>(
          `select distinct "__patient_id" as id from (${sql.rowsSql}) as report_rows where "__patient_id" is not null`,
          sql.params,
        );
        const fileName = reportFileName(report.label, now, call.body.timezone ?? 'UTC');
        return new StreamedAnswer(
          'text/csv; charset=utf-8',
          fileName,
          Readable.from(
            csvRows<ReportRow>(
              db,
              { sql: sql.rowsSql, params: sql.params },
              columns.map((column) => column.label),
              (row) => columns.map((column) => row[column.name]),
            ),
          ),
          {
            patient_ids: patients.map((row) => Number(row.id)),
          },
        );
      }
      const page = call.query.page ?? call.body.page ?? 1;
      const { total, rows } = await readReportPage(db, sql, page);
      return {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / reportPageSize)),
        total,
        columns,
        data: rows.map((row) =>
          Object.fromEntries(columns.map((column) => [column.name, cellOf(row[column.name])])),
        ),
        patient_ids: [
          ...new Set(
            rows
              .map((row) => row.__patient_id)
              .filter((id) => id !== null)
              .map(Number),
          ),
        ],
      };
    },

    dashboardFilters() {
      return Promise.resolve(
        periods().map((period) => ({ id: period.value, label: period.label, days: period.value })),
      );
    },

    async dashboardStats(call) {
      const period = periods().find((candidate) => candidate.value === call.params.id);
      if (!period) throw new ApiError(404, { message: message('reportDashboardFilterNotFound') });
      const params: unknown[] = [clock.now().toISOString(), period.value];
      const scope = call.scoped.reports.where('p', params);
      const since = `($1::timestamptz - make_interval(days => $2::int))`;
      const [row] = await db.query<Record<string, number>>(
        `select
           (select count(*)::int from patients p where not p.archived and ${scope}) as active_patients,
           (select count(*)::int from patients p where p.created_at >= ${since} and p.created_at <= $1::timestamptz and ${scope}) as new_patients,
           (select count(*)::int from exercise_sessions e join patients p on p.id = e.patient_id
             where e.completed and e.session_at >= ${since} and e.session_at <= $1::timestamptz and ${scope}) as completed_sessions,
           (select count(*)::int from patient_interactions i join patients p on p.id = i.patient_id
             where i.created_at >= ${since} and i.created_at <= $1::timestamptz and ${scope}) as rtm_interactions,
           (select count(*)::int from devices d where d.status = 'In Stock') as devices_in_stock`,
        params,
      );
      const stat = (name: string, key: Parameters<typeof message>[0]) => ({
        name,
        label: message(key),
        value: Number(row?.[name] ?? 0),
      });
      return {
        filter_id: period.value,
        label: period.label,
        stats: [
          stat('active_patients', 'dashboardActivePatients'),
          stat('new_patients', 'dashboardNewPatients'),
          stat('completed_sessions', 'dashboardCompletedSessions'),
          stat('rtm_interactions', 'dashboardRtmInteractions'),
          stat('devices_in_stock', 'dashboardDevicesInStock'),
        ],
      };
    },

    async dashboardGraphs(call) {
      const params: unknown[] = [clock.now().toISOString(), graphDays - 1];
      const scope = call.scoped.reports.where('p', params);
      const rows = await db.query<{ day: string; sessions: number; patients: number }>(
        `with days as (
           select d::date as day from generate_series(($1::timestamptz at time zone 'UTC')::date - $2::int, ($1::timestamptz at time zone 'UTC')::date, interval '1 day') as d)
         select to_char(days.day, 'YYYY-MM-DD') as day,
                (select count(*)::int from exercise_sessions e join patients p on p.id = e.patient_id
                  where e.completed and (e.session_at at time zone 'UTC')::date = days.day and ${scope}) as sessions,
                (select count(*)::int from patients p where (p.created_at at time zone 'UTC')::date = days.day and ${scope}) as patients
           from days order by days.day`,
        params,
      );
      const x = rows.map((row) => row.day);
      return [
        {
          name: 'completedSessions',
          title: message('dashboardSessionsGraph'),
          x,
          y: rows.map((row) => Number(row.sessions)),
        },
        {
          name: 'newPatients',
          title: message('dashboardPatientsGraph'),
          x,
          y: rows.map((row) => Number(row.patients)),
        },
      ];
    },
  };
}

/** The dashboard periods of the catalogue (a filter's id is its number of days). */
function periods(): { value: number; label: string }[] {
  return lookups.dashboardPeriods.values.map((option) => ({
    value: Number(option.value),
    label: option.label,
  }));
}

/** A 422 whose message says what is wrong with the request, on the field it concerns. */
function refusal(text: string, field: string): ApiError {
  return new ApiError(422, {
    message: text,
    error_codes: ['000F0002'],
    validation_errors: { [field]: [text] },
  });
}

function cellOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
}
