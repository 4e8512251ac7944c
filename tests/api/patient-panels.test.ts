// What the patient profile's spec-built panels read beyond the detail (specs/api/patient-panels.yaml;
// document 2, sections 2 and 6): Current Progress and the monitoring panel, with their access
// rules, the patient's data scope and the audit of each read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type ListRow = components['schemas']['PatientsListRow'];
type Monitoring = components['schemas']['PatientMonitoring'];

let api: ApiServer;
const token = cachedSignIn(() => api);

/** GETs `/api/path` as `username` (anonymous with null). */
async function get<T>(path: string, username: string | null): Promise<{ status: number; body: { data: T } }> {
  const headers: Record<string, string> = username === null ? {} : { authorization: `Bearer ${await token(username)}` };
  const response = await api.fetch(`/api${path}`, { headers });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

/** A live patient id matching `where` (columns of patients p). */
async function patientWhere(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(`select p.id from patients p where not p.archived and ${where} order by p.id limit 1`, params);
  if (!row) throw new Error(`no patient where ${where}`);
  return row.id;
}

const practiceOf = async (username: string): Promise<number> =>
  (
    await api.db.query<{ practice_id: number }>(
      'select t.practice_id from practice_team_members t join users u on u.id = t.user_id where u.username = $1',
      [username],
    )
  )[0]?.practice_id ?? 0;

/** The audit entries of `operation` about `patientId` written after audit entry `after`. */
async function auditOf(operation: string, patientId: number, after: number): Promise<{ action: string; username: string }[]> {
  return api.db.query<{ action: string; username: string }>(
    `select a.action, u.username from audit_log a join users u on u.id = a.user_id
     where a.operation = $1 and a.patient_id = $2 and a.id > $3 order by a.id`,
    [operation, patientId, after],
  );
}
const lastAuditId = async (): Promise<number> => (await api.db.query<{ id: number | null }>('select max(id) as id from audit_log'))[0]?.id ?? 0;

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('getPatientProgress (Current Progress)', () => {
  it('[profile-panels] answers the patient\'s row of the patient list: post-op day, sessions, adherence, pain, range of motion', async () => {
    // A patient with sessions, so that the row carries values to compare.
    const id = await patientWhere('exists (select 1 from exercise_sessions s where s.patient_id = p.id and s.completed)');
    const { status, body } = await get<ListRow>(`/patient/progress/${id}`, 'csmanager');
    expect(status).toBe(200);
    const [lastName] = await api.db.query<{ last_name: string }>('select last_name from patients where id = $1', [id]);
    const list = await api.call<{ data: { data: ListRow[] } }>(
      'listPatients',
      { limit: 100, page: 1, search: { patient_last_name: lastName?.last_name } },
      await token('csmanager'),
    );
    const row = list.body.data.data.find((candidate) => candidate.patient_id === id);
    expect(row).toBeDefined();
    expect(body.data).toEqual(row);
    expect(body.data.completed_sessions).toBeGreaterThan(0);
  });

  it('[data-scope-others] answers a patient of the caller\'s own practice, and one of another practice like one that does not exist; each read is audited', async () => {
    const own = await practiceOf('staff');
    const mine = await patientWhere('p.practice_id = $1', [own]);
    const theirs = await patientWhere('p.practice_id <> $1', [own]);
    const before = await lastAuditId();
    expect((await get(`/patient/progress/${mine}`, 'staff')).status).toBe(200);
    const refused = await get<unknown>(`/patient/progress/${theirs}`, 'staff');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Patient Not Found' });
    expect((await get(`/patient/progress/999999`, 'csmanager')).status).toBe(404);
    expect((await get(`/patient/progress/${mine}`, null)).status).toBe(401);
    expect(await auditOf('getPatientProgress', mine, before)).toEqual([{ action: 'patient_progress.read', username: 'staff' }]);
    expect(await auditOf('getPatientProgress', theirs, before)).toEqual([{ action: 'patient_progress.read.denied', username: 'staff' }]);
  });
});

describe('getPatientMonitoring (the monitoring panel)', () => {
  it('[unnamed-panel-visibility] answers the monitoring roles and the super admin, and refuses everyone else', async () => {
    const id = await patientWhere('true');
    for (const username of ['superadmin', 'pms', 'pmm', 'pma']) expect((await get(`/rtm_patient/${id}/monitoring`, username)).status).toBe(200);
    for (const username of ['csmanager', 'staff', 'fieldspecialist', 'rtmconfig']) {
      expect((await get(`/rtm_patient/${id}/monitoring`, username)).status).toBe(403);
    }
    expect((await get(`/rtm_patient/${id}/monitoring`, null)).status).toBe(401);
  });

  it('[unnamed-panel-visibility] answers the specialist, the RTM flags, the template assignment, the live tile, the last session and interaction', async () => {
    const id = await patientWhere('exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null)');
    const [specialist] = await api.db.query<{ id: number }>("select id from users where username = 'pms'");
    await api.db.query('update patients set patient_monitoring_specialist_id = $2, rtm_permission = true, rtm_follow_up_needed = true where id = $1', [id, specialist?.id]);
    const [assignment] = await api.db.query<{ id: number; name: string; version: string; tile_color_hex: string; assigned_at: number }>(
      `select a.id, t.name, v.identifier as version, t.tile_color_hex, extract(epoch from a.assigned_at)::bigint::int as assigned_at
       from rtm_patient_template_versions a join rtm_survey_template_versions v on v.id = a.template_version_id
       join rtm_survey_templates t on t.id = v.rtm_survey_template_id where a.patient_id = $1 and a.removed_at is null`,
      [id],
    );
    const before = await get<Monitoring>(`/rtm_patient/${id}/monitoring`, 'pms');
    expect(before.body.data).toMatchObject({
      patient_id: id,
      patient_monitoring_specialist: { id: specialist?.id, username: 'pms' },
      rtm_permission: true,
      rtm_follow_up_needed: true,
      template: assignment,
    });

    // A session under way with a call required, and an interaction of the specialist.
    const now = api.clock.now();
    await api.db.query(
      `insert into rtm_live_patients (patient_id, session_start, status, joined_at, updated_at) values ($1, $2, 'CALL_REQUIRED', $2, $2)
       on conflict (patient_id) do update set status = 'CALL_REQUIRED'`,
      [id, now],
    );
    await api.db.query('insert into patient_interactions (patient_id, interaction_type, observer_id, created_at) values ($1, 2, $2, $3)', [id, specialist?.id, now]);
    await api.db.query('insert into exercise_sessions (patient_id, session_at, completed) values ($1, $2, false)', [id, now]);
    const during = await get<Monitoring>(`/rtm_patient/${id}/monitoring`, 'pma');
    const seconds = Math.floor(now.getTime() / 1000);
    expect(during.body.data).toMatchObject({
      live_status: 'CALL_REQUIRED',
      last_session_at: seconds,
      last_interaction_at: seconds,
      last_interaction_by: 'pms',
    });
  });

  it('answers a patient without an assignment or a live tile with nulls ("not in a session")', async () => {
    const id = await patientWhere(
      `not exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null)
       and not exists (select 1 from rtm_live_patients l where l.patient_id = p.id)`,
    );
    const { status, body } = await get<Monitoring>(`/rtm_patient/${id}/monitoring`, 'pmm');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ template: null, live_status: null });
  });

  it('answers an archived or unknown patient like one outside the scope (404), and audits the reads', async () => {
    const id = await patientWhere('true');
    const archived = await patientWhere('p.id <> $1', [id]);
    await api.db.query('update patients set archived = true where id = $1', [archived]);
    const before = await lastAuditId();
    expect((await get(`/rtm_patient/${id}/monitoring`, 'pms')).status).toBe(200);
    expect((await get(`/rtm_patient/${archived}/monitoring`, 'pms')).status).toBe(404);
    expect((await get('/rtm_patient/999999/monitoring', 'pms')).status).toBe(404);
    expect(await auditOf('getPatientMonitoring', id, before)).toEqual([{ action: 'patient_monitoring.read', username: 'pms' }]);
    expect(await auditOf('getPatientMonitoring', archived, before)).toEqual([{ action: 'patient_monitoring.read.denied', username: 'pms' }]);
  });
});
