// Reports over the real HTTP server and database (document 3, sections 2.7, 3, 5, 7.5, 9; issue 14,
// section 4): paging, the filter tree compiled over the declared fields only, row scope, forced
// filters, the CSV download with formulas neutralised, the audit, and the dashboard calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { reportTypeNames, reportTypes } from '../../src/generated/reports';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type Page = components['schemas']['ReportPage'];
type Refusal = { message: string };

let api: ApiServer;
const token = cachedSignIn(() => api);

beforeAll(async () => {
  api = await startApiServer();
}, 120_000);
afterAll(async () => {
  await api.close();
});

/** POST admin/reports?page={n} as `username`. */
async function report(username: string, body: unknown, page?: number): Promise<Response> {
  return api.fetch(`/api/admin/reports${page === undefined ? '' : `?page=${String(page)}`}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(username)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function pageOf(username: string, body: unknown, page?: number): Promise<Page> {
  const response = await report(username, body, page);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Page }).data;
}

async function refusalOf(username: string, body: unknown): Promise<{ status: number; message: string }> {
  const response = await report(username, body);
  return { status: response.status, message: ((await response.json()) as Refusal).message };
}

const northside = 'Northside Orthopaedics';

describe('POST admin/reports', () => {
  it('[reports-call] [reports-flow] answers current_page, last_page and data, 20 rows a page, page from the query', async () => {
    const [{ total }] = (await api.db.query<{ total: number }>('select count(*)::int as total from patients')) as [{ total: number }];
    const first = await pageOf('reportaccess', { reportType: 'customPatients' });
    expect(first).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 20), total });
    expect(first.data).toHaveLength(20);
    expect(first.columns.map((column) => column.label)).toContain('Patient ID');
    const second = await pageOf('reportaccess', { reportType: 'customPatients' }, 2);
    expect(second.current_page).toBe(2);
    expect(second.data[0]?.patient_id).not.toBe(first.data[0]?.patient_id);
  });

  it('[reports-call] [reports-flow] a two-rule filter answers exactly the rows the same SQL finds', async () => {
    const sql = { combinator: 'and', rules: [{ field: 'practice', operator: '=', value: northside }, { field: 'archived', operator: '=', value: false }] };
    const answer = await pageOf('superadmin', { reportType: 'customPatients', sql });
    const [{ total }] = (await api.db.query<{ total: number }>(
      'select count(*)::int as total from patients p join practices pr on pr.id = p.practice_id where pr.name = $1 and not p.archived',
      [northside],
    )) as [{ total: number }];
    expect(total).toBeGreaterThan(0);
    expect(answer.total).toBe(total);
    expect(answer.data.every((row) => row.practice === northside && row.archived === 'No')).toBe(true);
  });

  it('[reports-flow] SQL in a value is only a value; an unknown field, operator or 1,000 nested groups are refused (422)', async () => {
    const injected = await pageOf('reportaccess', {
      reportType: 'customPatients',
      sql: { combinator: 'and', rules: [{ field: 'lastName', operator: '=', value: "x' or '1'='1" }] },
    });
    expect(injected.total).toBe(0);
    expect(await refusalOf('reportaccess', { reportType: 'customPatients', sql: { combinator: 'and', rules: [{ field: 'p.password', operator: '=', value: 'x' }] } })).toEqual({
      status: 422,
      message: 'Unknown filter field: p.password',
    });
    expect(await refusalOf('reportaccess', { reportType: 'customPatients', sql: { combinator: 'and', rules: [{ field: 'archived', operator: 'contains', value: 'x' }] } })).toEqual({
      status: 422,
      message: 'The filter field archived does not take the operator contains',
    });
    let deep: Record<string, unknown> = { combinator: 'and', rules: [] };
    for (let depth = 0; depth < 1000; depth += 1) deep = { combinator: 'and', rules: [deep] };
    expect(await refusalOf('reportaccess', { reportType: 'customPatients', sql: deep })).toEqual({
      status: 422,
      message: 'The filter is nested too deeply (at most 10 levels)',
    });
    expect(await refusalOf('reportaccess', { reportType: 'noSuchReport' })).toEqual({ status: 422, message: 'Unknown report type: noSuchReport' });
    expect((await api.db.query<{ n: number }>('select count(*)::int as n from patients'))[0]?.n).toBeGreaterThan(0);
  });

  it('[reports-forced-filter-refresh] [reports-forced-filter-message] a forced-filter report is refused without a rule and runs with one', async () => {
    expect(await refusalOf('reportaccess', { reportType: 'deviceGeolocationReport' })).toEqual({
      status: 422,
      message: 'Apply filters to enable Refresh Data',
    });
    expect(await refusalOf('reportaccess', { reportType: 'deviceGeolocationReport', sql: { combinator: 'and', rules: [] } })).toMatchObject({ status: 422 });
    const answer = await pageOf('reportaccess', {
      reportType: 'deviceGeolocationReport',
      sql: { combinator: 'and', rules: [{ field: 'serialNumber', operator: 'notNull' }] },
    });
    expect(answer.current_page).toBe(1);
  });

  it('[reports-medicare-hours] the Medicare compliance report takes under 24 hours (24, the default) or 25 to 36 hours (36)', async () => {
    const [patient] = await api.db.query<{ id: number; identifier: string }>(
      'select p.id, p.identifier from patients p join patient_procedures pp on pp.patient_id = p.id and pp.is_active order by p.id limit 1',
    );
    if (!patient) throw new Error('the demo seed has a patient with a procedure');
    const now = api.clock.now(); // 2026-03-02 10:00 UTC
    await api.db.query('update patient_procedures set procedure_date = $2 where patient_id = $1 and is_active', [patient.id, '2026-03-02']);
    const today = await pageOf('reportaccess', { reportType: 'medicareComplianceReport', timezone: 'UTC' });
    expect(today.data.some((row) => row.patient_id === patient.identifier && row.hours_since_procedure === 10)).toBe(true);
    const at36 = await pageOf('reportaccess', { reportType: 'medicareComplianceReport', hoursSinceProcedure: 36, timezone: 'UTC' });
    expect(at36.data.some((row) => row.patient_id === patient.identifier)).toBe(false);
    await api.db.query('update patient_procedures set procedure_date = $2 where patient_id = $1 and is_active', [patient.id, '2026-03-01']);
    const yesterday = await pageOf('reportaccess', { reportType: 'medicareComplianceReport', hoursSinceProcedure: 36, timezone: 'UTC' });
    expect(yesterday.data.some((row) => row.patient_id === patient.identifier && row.hours_since_procedure === 34)).toBe(true);
    expect(now.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect((await report('reportaccess', { reportType: 'medicareComplianceReport', hoursSinceProcedure: 48 })).status).toBe(422);
  });

  it('[reports-call] [reports-download-filename] downloadReport streams the CSV named after the report with date and time, formulas neutralised', async () => {
    const [patient] = await api.db.query<{ id: number; identifier: string }>('select id, identifier from patients order by id desc limit 1');
    if (!patient) throw new Error('the demo seed has patients');
    await api.db.query(`update patients set last_name = '=HYPERLINK("http://evil.example","x")', first_name = '+1 Ann' where id = $1`, [patient.id]);
    const before = (await api.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0]?.id ?? 0;
    const response = await report('reportaccess', {
      reportType: 'customPatients',
      downloadReport: true,
      sql: { combinator: 'and', rules: [{ field: 'patientId', operator: '=', value: patient.identifier }] },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="Custom Patients 2026-03-02 10-00-00.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Patient ID,First Name,Last Name,Practice,Status,Procedure,Procedure Date,Email,Archived');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${patient.identifier},'+1 Ann,"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // As integers: PostgreSQL answers a bigint array as strings, PGlite as numbers.
    const [entry] = await api.db.query<{ kind: string; patient_ids: number[] }>(
      "select kind, patient_ids::int[] as patient_ids from audit_log where operation = 'runReport' and id > $1 order by id desc limit 1",
      [before],
    );
    expect(entry).toMatchObject({ kind: 'search', patient_ids: [patient.id] });
  });

  it('[reports-call] a page of rows is audited as a search of the patients it shows', async () => {
    const before = (await api.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0]?.id ?? 0;
    const answer = await pageOf('reportaccess', { reportType: 'customPatients' });
    const [entry] = await api.db.query<{ patient_ids: number[] }>(
      "select patient_ids from audit_log where operation = 'runReport' and id > $1 order by id desc limit 1",
      [before],
    );
    expect(entry?.patient_ids).toHaveLength(answer.patient_ids.length);
    expect(answer.patient_ids).toHaveLength(20);
  });

  it('[landing-reports] only the super admin and the report access role run reports (403), nobody signed out (401)', async () => {
    for (const who of ['staff', 'surgeon', 'csmanager', 'pmm', 'rtmconfig']) expect((await report(who, { reportType: 'customPatients' })).status).toBe(403);
    const anonymous = await api.fetch('/api/admin/reports', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reportType":"customPatients"}' });
    expect(anonymous.status).toBe(401);
  });

  it('[reports-call] a report access user of a practice sees only that practice\'s patients', async () => {
    const [user] = await api.db.query<{ id: number }>("select id from users where username = 'reportaccess'");
    const [practice] = await api.db.query<{ id: number }>('select id from practices where name = $1', [northside]);
    if (!user || !practice) throw new Error('demo seed');
    await api.db.query(
      "insert into practice_team_members (user_id, practice_id, role_id, first_name, last_name) values ($1, $2, 11, 'Ava', 'Larsen')",
      [user.id, practice.id],
    );
    try {
      const scoped = await pageOf('reportaccess', { reportType: 'customPatients' });
      const [{ total }] = (await api.db.query<{ total: number }>('select count(*)::int as total from patients where practice_id = $1', [practice.id])) as [{ total: number }];
      expect(scoped.total).toBe(total);
      expect(scoped.data.every((row) => row.practice === northside)).toBe(true);
      const other = await pageOf('reportaccess', { reportType: 'customPatients', sql: { combinator: 'and', rules: [{ field: 'practice', operator: '!=', value: northside }] } });
      expect(other.total).toBe(0);
    } finally {
      await api.db.query('delete from practice_team_members where user_id = $1', [user.id]);
    }
  });

  it('[reports-types] every declared report type runs, dated ones with a start and an end date', async () => {
    for (const reportType of reportTypeNames) {
      const declared = reportTypes[reportType];
      const sql = declared.forcedFilters ? { combinator: 'and', rules: [{ field: declared.fields[0]?.name, operator: 'notNull' }] } : undefined;
      const response = await report('superadmin', { reportType, sql, startDate: '2025-01-01', endDate: '2026-12-31', timezone: 'America/Chicago' });
      expect(response.status, reportType).toBe(200);
      const page = ((await response.json()) as { data: Page }).data;
      expect(page.columns.map((column) => column.label), reportType).toEqual(declared.columns.map((column) => column.label));
    }
  });

  it('[reports-no-rows] a filter that matches nothing answers an empty page', async () => {
    const empty = await pageOf('reportaccess', { reportType: 'customPatients', sql: { combinator: 'and', rules: [{ field: 'email', operator: '=', value: 'nobody@nowhere.example' }] } });
    expect(empty).toMatchObject({ current_page: 1, last_page: 1, total: 0, data: [] });
  });
});

describe('admin dashboard statistics (GET admin/dashboard_filters, dashboard_stats/{id}, dashboard_graphs)', () => {
  it('[reports-dashboard-stats] answers the periods, the statistics of one and the daily graphs', async () => {
    const reportaccess = await token('reportaccess');
    const filters = await api.call<{ data: components['schemas']['DashboardFilter'][] }>('dashboardFilters', undefined, reportaccess);
    expect(filters.body.data.map((filter) => filter.label)).toEqual(['Last 7 Days', 'Last 30 Days', 'Last 90 Days', 'Last Year']);
    const stats = await api.call<{ data: components['schemas']['DashboardStats'] }>('dashboardStats', undefined, reportaccess, { id: 30 });
    expect(stats.status).toBe(200);
    const [{ active }] = (await api.db.query<{ active: number }>('select count(*)::int as active from patients where not archived')) as [{ active: number }];
    expect(stats.body.data.stats.find((stat) => stat.name === 'active_patients')?.value).toBe(active);
    expect((await api.call('dashboardStats', undefined, reportaccess, { id: 5 })).status).toBe(404);
    const graphs = await api.call<{ data: components['schemas']['DashboardGraph'][] }>('dashboardGraphs', undefined, reportaccess);
    expect(graphs.body.data.map((graph) => graph.title)).toEqual(['Completed sessions per day', 'New patients per day']);
    expect(graphs.body.data[0]?.x).toHaveLength(30);
    expect(graphs.body.data[0]?.x.at(-1)).toBe('2026-03-02');
    expect((await api.call('dashboardGraphs', undefined, await token('staff'))).status).toBe(403);
  });
});
