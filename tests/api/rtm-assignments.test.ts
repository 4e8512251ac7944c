// RTM patient template assignment over the real HTTP server and database (document 3, sections
// 2.12, 3, 4, 5, 6, 7.7 and 9): the paged list and its search, assign, reassign and remove with
// the server's messages, the patient's assignable versions, bulk assignment refused whole with
// every bad CSV line or run as a job whose status is polled (and resumed after a restart), the
// CSV export with formula-like cells neutralised, completed patients, who may call, and the
// one-active-assignment meaning the prompt calls read.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';
import type { OperationId } from '../../src/generated/operations';
import { createBulkAssignJobRunner } from '../../server/features/rtmAssignments/bulkAssignJobs';
import { createInProcessEventBus } from '../../server/realtime/createInProcessEventBus';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type Page = components['schemas']['TemplateAssignmentPage'];
type Assignment = components['schemas']['TemplateAssignment'];
type Result = components['schemas']['AssignmentResult'];
type PatientVersions = components['schemas']['PatientTemplateVersions'];
type Job = components['schemas']['BulkAssignJob'];
type Answer<T> = { status: number; body: { data: T; message?: string } };

let api: ApiServer;
const token = cachedSignIn(() => api);

const call = <T>(operationId: OperationId, who: string, body?: unknown, path?: Record<string, number | string>) =>
  token(who).then((bearer) => api.call(operationId, body, bearer, path) as Promise<Answer<T>>);

/** A GET with its query (the harness's call sends no query). */
async function get<T>(path: string, who: string, query: Record<string, string | number> = {}): Promise<Answer<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await api.fetch(`/api${path}?${search.toString()}`, { headers: { authorization: `Bearer ${await token(who)}` } });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}
/** The export's streamed answer (a CSV file, not JSON). */
const exportCsv = async (who: string): Promise<Response> =>
  api.fetch('/api/rtm_templates_version/export_active_assignations', { method: 'POST', headers: { authorization: `Bearer ${await token(who)}` } });
const list = (who: string, query: Record<string, string | number> = {}) => get<Page>('/rtm_templates_version/patient', who, query);

/** The seeded templates' versions: [template id, version id]. */
async function versions(): Promise<{ template_id: number; template_version_id: number }[]> {
  return api.db.query('select rtm_survey_template_id as template_id, id as template_version_id from rtm_survey_template_versions order by id');
}

/** Live patients without an active assignment. */
async function unassigned(count: number): Promise<{ id: number; identifier: string }[]> {
  return api.db.query(
    `select p.id, p.identifier::text as identifier from patients p where not p.archived
     and not exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null)
     order by p.id desc limit $1`,
    [count],
  );
}

const activeCount = async () =>
  (await api.db.query<{ count: number }>('select count(*)::int as count from rtm_patient_template_versions where removed_at is null'))[0]?.count ?? 0;

/** Polls the job until it has finished (bounded by tries, never by time). */
async function finished(jobId: number): Promise<Job> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { body } = await get<Job>('/rtm_templates_version/bulk_assign_job_status', 'rtmconfig', { job_id: jobId });
    if (body.data.status === 'completed' || body.data.status === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${String(jobId)} did not finish`);
}

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
}, 180_000);
afterAll(async () => {
  await api.close();
});

describe('RTM template assignment', () => {
  it('[assignment-paged-list] [assignment-record-fields] [assignment-layout] pages the active assignments with data, current_page and last_page and searches by patient', async () => {
    const total = await activeCount();
    const first = await list('rtmconfig', { page: 1, limit: 10 });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 10), total });
    expect(first.body.data.data).toHaveLength(10);
    expect(Object.keys(first.body.data.data[0] ?? {})).toEqual(
      expect.arrayContaining(['patient_identifier', 'template_identifier', 'template_version_identifier', 'version_patient_id']),
    );
    const last = await list('rtmconfig', { page: Math.ceil(total / 10), limit: 10 });
    expect(last.body.data.data).toHaveLength(total - 10 * (Math.ceil(total / 10) - 1));
    const pages = [...first.body.data.data, ...last.body.data.data].map((row) => row.version_patient_id);
    expect(new Set(pages).size).toBe(pages.length);

    const someone = first.body.data.data[3] as Assignment;
    const byId = await list('rtmconfig', { search: someone.patient_identifier });
    expect(byId.body.data.data.map((row) => row.patient_identifier)).toEqual([someone.patient_identifier]);
    const lastName = someone.patient_name.split(' ').slice(1).join(' ');
    const byName = await list('rtmconfig', { search: lastName.toUpperCase() });
    expect(byName.body.data.data.length).toBeGreaterThan(0);
    expect(byName.body.data.data.every((row) => row.patient_name.toUpperCase().includes(lastName.toUpperCase()))).toBe(true);
    // A LIKE wildcard is searched as itself.
    expect((await list('rtmconfig', { search: '%' })).body.data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('[assignment-popup-modes] [assignment-success-server-message] assigns, reassigns and keeps one active assignment that the prompt calls read', async () => {
    const [patient] = await unassigned(1);
    if (!patient) throw new Error('no patient');
    const [a, b] = await versions();
    if (!a || !b) throw new Error('no versions');
    const lookUp = await call<PatientVersions>('getPatientTemplateVersions', 'rtmconfig', undefined, { id: patient.identifier });
    expect(lookUp.status).toBe(200);
    expect(lookUp.body.data).toMatchObject({ patient: { id: patient.id, identifier: patient.identifier }, assignment: null });
    expect(lookUp.body.data.templates.flatMap((template) => template.versions.map((version) => version.id))).toEqual(
      expect.arrayContaining([a.template_version_id, b.template_version_id]),
    );

    const assigned = await call<Result>('assignTemplateVersion', 'rtmconfig', { patient_id: patient.identifier, ...a });
    expect(assigned.status, assigned.body.message).toBe(200);
    expect(assigned.body.data.message).toBe(
      message('assignmentAssigned', { version: assigned.body.data.assignment.template_version_identifier, patientId: patient.identifier }),
    );
    expect(assigned.body.data.assignment).toMatchObject({ patient_id: patient.id, patient_identifier: patient.identifier, ...a });
    expect((await list('rtmconfig', { search: patient.identifier })).body.data.data.map((row) => row.version_patient_id)).toEqual([
      assigned.body.data.assignment.version_patient_id,
    ]);

    // Assign mode refuses a patient who has an assignment: Edit reassigns.
    const again = await call<Result>('assignTemplateVersion', 'rtmconfig', { patient_id: patient.identifier, ...b });
    expect(again).toMatchObject({ status: 422, body: { message: message('assignmentAlreadyAssigned', { patientId: patient.identifier }) } });

    const reassigned = await call<Result>('reassignTemplateVersion', 'rtmconfig', { version_patient_id: assigned.body.data.assignment.version_patient_id, ...b });
    expect(reassigned.status, reassigned.body.message).toBe(200);
    expect(reassigned.body.data.message).toBe(
      message('assignmentReassigned', { patientId: patient.identifier, version: reassigned.body.data.assignment.template_version_identifier }),
    );
    expect(reassigned.body.data.assignment).toMatchObject({ patient_id: patient.id, ...b });
    expect(reassigned.body.data.assignment.version_patient_id).not.toBe(assigned.body.data.assignment.version_patient_id);
    const prompts = await call<{ patient_version_id: number; template_version_id: number }>('getPatientPrompts', 'pma', undefined, { id: patient.id });
    expect(prompts.body.data).toMatchObject({ patient_version_id: reassigned.body.data.assignment.version_patient_id, template_version_id: b.template_version_id });
    // The replaced assignment is no longer active: editing it again is a missing assignment.
    const stale = await call('reassignTemplateVersion', 'rtmconfig', { version_patient_id: assigned.body.data.assignment.version_patient_id, ...a });
    expect(stale).toMatchObject({ status: 404, body: { message: message('assignmentNotFound') } });
  });

  it('[assignment-patient-id] [assignment-version-required] [assignment-no-versions] refuses a Patient ID that is not 7 digits, an unknown patient and a version of another template', async () => {
    const [a, b] = await versions();
    if (!a || !b) throw new Error('no versions');
    const [patient] = await unassigned(1);
    if (!patient) throw new Error('no patient');
    expect((await call('assignTemplateVersion', 'rtmconfig', { patient_id: '123456', ...a })).status).toBe(422);
    expect((await call('getPatientTemplateVersions', 'rtmconfig', undefined, { id: '12345678' })).status).toBe(422);
    expect(await call('assignTemplateVersion', 'rtmconfig', { patient_id: '0000000', ...a })).toMatchObject({
      status: 404,
      body: { message: message('assignmentPatientNotFound', { patientId: '0000000' }) },
    });
    expect(await call('assignTemplateVersion', 'rtmconfig', { patient_id: patient.identifier, template_id: a.template_id, template_version_id: b.template_version_id })).toMatchObject({
      status: 422,
      body: { message: message('assignmentVersionNotFound') },
    });
    expect((await call('assignTemplateVersion', 'rtmconfig', { patient_id: patient.identifier, template_id: a.template_id })).status).toBe(422);
    // A template without versions is offered with none (the portal's 'No RTM template versions found').
    const [empty] = await api.db.query<{ id: number }>(
      "insert into rtm_survey_templates (identifier, name, sequence) values ('EMPTY-1', 'Empty template', 99) returning id",
    );
    const lookUp = await call<PatientVersions>('getPatientTemplateVersions', 'rtmconfig', undefined, { id: patient.identifier });
    expect(lookUp.body.data.templates.find((template) => template.id === empty?.id)).toMatchObject({ name: 'Empty template', versions: [] });
  });

  it('[assignment-remove-call] [assignment-success-server-message] removes an assignment with DELETE remove/{id}', async () => {
    const { body } = await list('rtmconfig', { limit: 1 });
    const row = body.data.data[0] as Assignment;
    const removed = await call<{ message: string; patient_id: number }>('removeTemplateAssignment', 'rtmconfig', undefined, { id: row.version_patient_id });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ message: message('assignmentRemoved', { patientId: row.patient_identifier }), patient_id: row.patient_id });
    expect((await list('rtmconfig', { search: row.patient_identifier })).body.data.data).toEqual([]);
    expect((await call('removeTemplateAssignment', 'rtmconfig', undefined, { id: row.version_patient_id })).status).toBe(404);
  });

  it('[assignment-bulk-job] [assignment-csv-errors] refuses a file with bad records whole, naming each bad line, and assigns nothing', async () => {
    const [a, b] = await versions();
    const patients = await unassigned(3);
    if (!a || !b || patients.length < 3) throw new Error('no data');
    const before = await activeCount();
    const refused = await call('bulkAssignTemplateVersions', 'rtmconfig', {
      records: [
        { patient_id: patients[0]?.identifier, ...a, line: 2 },
        { patient_id: '0000000', ...a, line: 3 },
        { patient_id: patients[1]?.identifier, template_id: a.template_id, template_version_id: b.template_version_id, line: 5 },
        { patient_id: patients[0]?.identifier, ...b, line: 6 },
      ],
    });
    expect(refused.status).toBe(422);
    const text = refused.body.message ?? '';
    expect(text).toContain(message('assignmentCsvLine', { line: 3, problem: message('assignmentPatientNotFound', { patientId: '0000000' }) }));
    expect(text).toContain(message('assignmentCsvLine', { line: 5, problem: message('assignmentVersionNotFound') }));
    expect(text).toContain(message('assignmentCsvLine', { line: 6, problem: message('assignmentDuplicatePatient', { patientId: patients[0]?.identifier ?? '' }) }));
    expect(text).not.toContain('line 2:');
    expect(await activeCount()).toBe(before);
  });

  it('[assignment-bulk-job] issue 27 defect 7: a file may name templates and versions by identifier or name; one naming neither is refused with every bad line', async () => {
    const [named] = await api.db.query<{ template_id: number; template_version_id: number; template: string; name: string; version: string }>(
      `select t.id as template_id, v.id as template_version_id, t.identifier as template, t.name, v.identifier as version
       from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
       where not v.archived and not t.archived order by v.id limit 1`,
    );
    const patients = await unassigned(2);
    if (!named || patients.length < 2) throw new Error('no data');
    const refused = await call('bulkAssignTemplateVersions', 'rtmconfig', {
      records: [
        { patient_id: patients[0]?.identifier, template_id: 'NO-SUCH-TEMPLATE', template_version_id: named.version, line: 2 },
        { patient_id: '0000000', template_id: named.template, template_version_id: named.version, line: 3 },
        { patient_id: patients[1]?.identifier, template_id: named.template, template_version_id: 'NO-SUCH-VERSION', line: 4 },
      ],
    });
    expect(refused.status).toBe(422);
    const text = refused.body.message ?? '';
    expect(text).toContain(message('assignmentCsvLine', { line: 2, problem: message('assignmentTemplateCodeNotFound', { value: 'NO-SUCH-TEMPLATE' }) }));
    expect(text).toContain(message('assignmentCsvLine', { line: 3, problem: message('assignmentPatientNotFound', { patientId: '0000000' }) }));
    expect(text).toContain(message('assignmentCsvLine', { line: 4, problem: message('assignmentVersionCodeNotFound', { value: 'NO-SUCH-VERSION' }) }));
    const started = await call<{ job_id: number }>('bulkAssignTemplateVersions', 'rtmconfig', {
      records: [
        { patient_id: patients[0]?.identifier, template_id: named.template.toLowerCase(), template_version_id: named.version, line: 2 },
        { patient_id: patients[1]?.identifier, template_id: named.name, template_version_id: named.template_version_id, line: 3 },
      ],
    });
    expect(started.status, started.body.message).toBe(200);
    expect(await finished(started.body.data.job_id)).toMatchObject({ status: 'completed', assigned: 2 });
    const assigned = await api.db.query<{ template_version_id: number }>(
      `select a.template_version_id from rtm_patient_template_versions a join patients p on p.id = a.patient_id
       where a.removed_at is null and p.identifier::text = any($1::text[])`,
      [patients.map((patient) => patient.identifier)],
    );
    expect(assigned.map((row) => row.template_version_id)).toEqual([named.template_version_id, named.template_version_id]);
  });

  it('[assignment-bulk-job] [assignment-success-server-message] starts a job for a good file whose status is polled until every record is assigned', async () => {
    const [a, b] = await versions();
    const patients = await unassigned(3);
    if (!a || !b || patients.length < 3) throw new Error('no data');
    // One patient already assigned: bulk assignment replaces the assignment.
    const [assigned] = (await list('rtmconfig', { limit: 1 })).body.data.data;
    const records = [
      ...patients.map((patient, index) => ({ patient_id: patient.identifier, ...(index % 2 === 0 ? a : b), line: index + 2 })),
      { patient_id: assigned?.patient_identifier ?? '', ...b, line: 5 },
    ];
    const before = await activeCount();
    const started = await call<{ message: string; job_id: number; status: string }>('bulkAssignTemplateVersions', 'rtmconfig', { records });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data).toMatchObject({ message: message('assignmentBulkStarted', { count: 4 }), status: 'queued' });
    const job = await finished(started.body.data.job_id);
    expect(job).toMatchObject({ status: 'completed', total: 4, assigned: 4, errors: [], message: message('assignmentBulkCompleted', { count: 4 }) });
    expect(await activeCount()).toBe(before + 3);
    for (const record of records) {
      const [row] = (await list('rtmconfig', { search: record.patient_id })).body.data.data;
      expect(row).toMatchObject({ template_id: record.template_id, template_version_id: record.template_version_id });
    }
    // Without job_id: the caller's latest job; another user has none.
    expect((await get<Job>('/rtm_templates_version/bulk_assign_job_status', 'rtmconfig')).body.data.job_id).toBe(started.body.data.job_id);
    expect((await get('/rtm_templates_version/bulk_assign_job_status', 'superadmin')).status).toBe(404);
  });

  it('[assignment-bulk-job] runs again a job a server restart left running, and fails a job whose records went bad', async () => {
    const [a] = await versions();
    const patients = await unassigned(2);
    if (!a || patients.length < 2) throw new Error('no data');
    const [user] = await api.db.query<{ id: number }>("select id from users where username = 'rtmconfig'");
    const insertJob = async (records: unknown[]) => {
      const [row] = await api.db.query<{ id: number }>(
        `insert into rtm_bulk_assign_jobs (created_by, status, records, total, attempts, created_at, started_at)
         values ($1, 'running', $2::jsonb, $3, 1, now(), now()) returning id`,
        [user?.id, JSON.stringify(records), records.length],
      );
      return row?.id ?? 0;
    };
    const interrupted = await insertJob([{ patient_id: patients[0]?.identifier, ...a, line: 2 }]);
    // Its patient archived since the file was accepted: the job fails and assigns nothing.
    await api.db.query('update patients set archived = true where id = $1', [patients[1]?.id]);
    const gone = await insertJob([{ patient_id: patients[1]?.identifier, ...a, line: 2 }]);
    // What the server does on boot (the feature's onReady hook), over the same database.
    const runner = createBulkAssignJobRunner(api.db, api.clock, createInProcessEventBus());
    await runner.resumeInterrupted();
    await runner.idle();
    expect(await finished(interrupted)).toMatchObject({ status: 'completed', assigned: 1 });
    expect((await list('rtmconfig', { search: patients[0]?.identifier ?? '' })).body.data.total).toBe(1);
    expect(await finished(gone)).toMatchObject({
      status: 'failed',
      assigned: 0,
      message: message('assignmentBulkFailed'),
      errors: [{ line: 2, message: message('assignmentPatientNotFound', { patientId: patients[1]?.identifier ?? '' }) }],
    });
    await api.db.query('update patients set archived = false where id = $1', [patients[1]?.id]);
  });

  it('[assignment-export] streams the active assignments as the download rtm_template_assignments.csv with formula-like cells neutralised, ready to import again, and audits the patients read', async () => {
    const [template] = await api.db.query<{ id: number; name: string }>('select id, name from rtm_survey_templates order by id limit 1');
    await api.db.query(`update rtm_survey_templates set name = '=HYPERLINK("http://evil")' where id = $1`, [template?.id]);
    try {
      const before = (await api.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0]?.id ?? 0;
      const response = await exportCsv('rtmconfig');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toContain('filename="rtm_template_assignments.csv"');
      const text = await response.text();
      const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(parsed.meta.fields?.slice(0, 3)).toEqual(['patient_id', 'template_id', 'template_version_id']);
      expect(parsed.data).toHaveLength(await activeCount());
      const names = parsed.data.filter((row) => row.template_id === String(template?.id)).map((row) => row.template_name);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name === `'=HYPERLINK("http://evil")`)).toBe(true);
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(parsed.data.every((row) => /^[0-9]{7}$/.test(row.patient_id ?? ''))).toBe(true);
      // The read is audited with every patient of the file (as integers: PostgreSQL answers a bigint array as strings).
      const [entry] = await api.db.query<{ kind: string; patient_ids: number[] }>(
        "select kind, patient_ids::int[] as patient_ids from audit_log where operation = 'exportActiveAssignations' and id > $1 order by id desc limit 1",
        [before],
      );
      expect(entry?.kind).toBe('read');
      expect(entry?.patient_ids).toHaveLength(new Set(parsed.data.map((row) => row.patient_id)).size);
    } finally {
      await api.db.query('update rtm_survey_templates set name = $2 where id = $1', [template?.id, template?.name]);
    }
  });

  it('lists the completed patients, paged like the assignments', async () => {
    const [row] = (await list('rtmconfig', { limit: 1 })).body.data.data;
    await api.db.query("update rtm_patient_template_versions set completed_at = '2026-03-01T09:00:00Z' where id = $1", [row?.version_patient_id]);
    const completed = await get<Page>('/rtm_templates_version/completed_patients', 'superadmin', { search: row?.patient_identifier ?? '' });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(completed.body.data.data[0]).toMatchObject({ version_patient_id: row?.version_patient_id, completed_at: '2026-03-01T09:00:00.000Z' });
  });

  it('[assignment-access] is for the super admin and the RTM configuration manager only', async () => {
    const [a] = await versions();
    const [patient] = await unassigned(1);
    for (const who of ['superadmin', 'rtmconfig']) {
      expect((await list(who)).status).toBe(200);
      expect((await call('exportActiveAssignations', who)).status).toBe(200);
    }
    for (const who of ['pms', 'pma', 'csmanager', 'staff', 'surgeon']) {
      expect((await list(who)).status).toBe(403);
      expect((await get('/rtm_templates_version/completed_patients', who)).status).toBe(403);
      expect((await call('getPatientTemplateVersions', who, undefined, { id: patient?.identifier ?? '' })).status).toBe(403);
      expect((await call('assignTemplateVersion', who, { patient_id: patient?.identifier, ...a })).status).toBe(403);
      expect((await call('bulkAssignTemplateVersions', who, { records: [{ patient_id: patient?.identifier, ...a }] })).status).toBe(403);
      expect((await call('exportActiveAssignations', who)).status).toBe(403);
      expect((await call('removeTemplateAssignment', who, undefined, { id: 1 })).status).toBe(403);
    }
    expect((await list('superadmin')).body.data.data.some((row) => row.patient_identifier === patient?.identifier)).toBe(false);
  });

  it('answers an archived patient like a missing one in every call (the patient data scope)', async () => {
    const [a] = await versions();
    const [row] = (await list('rtmconfig', { limit: 1 })).body.data.data;
    if (!row || !a) throw new Error('no assignment');
    await api.db.query('update patients set archived = true where id = $1', [row.patient_id]);
    try {
      expect((await list('rtmconfig', { search: row.patient_identifier })).body.data.total).toBe(0);
      expect((await call('getPatientTemplateVersions', 'rtmconfig', undefined, { id: row.patient_identifier })).status).toBe(404);
      expect((await call('reassignTemplateVersion', 'rtmconfig', { version_patient_id: row.version_patient_id, ...a })).status).toBe(404);
      expect((await call('removeTemplateAssignment', 'rtmconfig', undefined, { id: row.version_patient_id })).status).toBe(404);
      const exported = await exportCsv('rtmconfig');
      expect(exported.status).toBe(200);
      expect(await exported.text()).not.toContain(row.patient_identifier);
    } finally {
      await api.db.query('update patients set archived = false where id = $1', [row.patient_id]);
    }
  });
});
