// The patient profile's calls: detail, archive, lock, status and the viewing log, with their
// authorization and the data scope (document 1, sections 3, 4, 6 and 7; document 3, section 7.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type Detail = components['schemas']['PatientDetail'];

let api: ApiServer;
const token = cachedSignIn(() => api);

/** Calls `METHOD /api/path` with a JSON body as `username`. */
async function request<T = Record<string, unknown>>(
  method: string,
  path: string,
  username: string | null,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await token(username)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A patient id matching `where` (columns of patients p). */
async function patientWhere(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select p.id from patients p where not p.archived and ${where} order by p.id limit 1`,
    params,
  );
  if (!row) throw new Error(`no patient where ${where}`);
  return row.id;
}

const practiceOf = async (username: string): Promise<number> => {
  const [row] = await api.db.query<{ practice_id: number }>(
    'select t.practice_id from practice_team_members t join users u on u.id = t.user_id where u.username = $1',
    [username],
  );
  return row?.practice_id ?? 0;
};
const userId = async (username: string): Promise<number> =>
  (await api.db.query<{ id: number }>('select id from users where username = $1', [username]))[0]?.id ?? 0;

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('patient detail', () => {
  it('[patient-detail-call] [patient-id-badge] [patient-phone-names] [patient-address-last] answers the detail shape of section 3', async () => {
    const id = await patientWhere('true');
    const { status, body } = await request<{ data: Detail }>('GET', `/patient/alt/${id}`, 'csmanager');
    expect(status).toBe(200);
    const patient = body.data;
    expect(patient.identifier).toMatch(/^\d{7}$/);
    expect(patient.phone_number.map((phone) => phone.name)).toContain('Mobile Phone');
    expect(patient.phone_number.every((phone) => ['Home Phone', 'Mobile Phone'].includes(phone.name))).toBe(
      true,
    );
    expect(patient.mobile_phone).toMatch(/^\d{10}$/);
    const [last] = await api.db.query<{ id: number }>(
      'select id from patient_addresses where patient_id = $1 order by id desc limit 1',
      [id],
    );
    expect(patient.address?.id).toBe(last?.id);
    expect(typeof patient.installation_method_type.id).toBe('number');
    expect(patient.installation_method_type.label).not.toBe('');
    expect(Object.keys(patient.patient_document_url ?? {}).sort()).toEqual([
      'patient_caregiver_agreement_url',
      'release_of_health_info_url',
    ]);
    expect(patient.surgeon?.name).toMatch(/^Dr\. /);
    expect(patient.age).toBeGreaterThan(0);
  });

  it('[data-scope-others] refuses a patient of another practice, and answers one of the own practice', async () => {
    const own = await practiceOf('staff');
    const mine = await patientWhere('p.practice_id = $1', [own]);
    const theirs = await patientWhere('p.practice_id <> $1', [own]);
    expect((await request('GET', `/patient/alt/${mine}`, 'staff')).status).toBe(200);
    // Another practice's patient is answered like one that does not exist.
    expect((await request('GET', `/patient/alt/${theirs}`, 'staff')).status).toBe(404);
    expect((await request('GET', `/patient/alt/${theirs}`, 'pms')).status).toBe(200);
    expect((await request('GET', '/patient/alt/999999', 'csmanager')).status).toBe(404);
    expect((await request('GET', `/patient/alt/${mine}`, null)).status).toBe(401);
  });
});

describe('patient detail values', () => {
  it('[installation-method-ids] [installation-method-default] names the installation methods by id and defaults to Unknown (1)', async () => {
    const methods = await api.db.query<{ id: number; label: string }>(
      'select id, label from installation_method_types order by id',
    );
    expect(methods).toEqual([
      { id: 1, label: 'Unknown' },
      { id: 2, label: 'Remote Onboarding' },
      { id: 3, label: 'Field Clinician In-Person' },
      { id: 4, label: 'DME' },
      { id: 5, label: 'Automated' },
    ]);
    const [created] = await api.db.query<{ id: number }>(
      `insert into patients (identifier, first_name, last_name, practice_id)
       select '9990001', 'New', 'Patient', practice_id from patients where not archived order by id limit 1 returning id`,
    );
    const { body } = await request<{ data: Detail }>('GET', `/patient/alt/${created?.id}`, 'csmanager');
    expect(body.data.installation_method_type).toMatchObject({ id: 1, label: 'Unknown' });
    expect(body.data.status).toBeNull();
  });

  it('[patient-medicare-compliance-values] answers medicare_compliance as In Compliance, At Risk or Non-compliant', async () => {
    const ids = await api.db.query<{ id: number }>(
      'select id from patients where not archived order by id limit 6',
    );
    const values = new Set<unknown>();
    for (const { id } of ids)
      values.add(
        (await request<{ data: Detail }>('GET', `/patient/alt/${id}`, 'csmanager')).body.data
          .medicare_compliance,
      );
    expect(
      [...values].every((value) =>
        ['In Compliance', 'At Risk', 'Non-compliant', null].includes(value as string),
      ),
    ).toBe(true);
    await expect(
      api.db.query("update patients set medicare_compliance = 'Unknown' where id = $1", [ids[0]?.id]),
    ).rejects.toThrow();
  });

  it('[patient-role-99] gives a user of the patient role no patient records in the portal', async () => {
    await api.db.query(
      `insert into users (username, email, first_name, last_name, password_hash, role_id, password_changed_at)
       select 'profilepatient', 'profilepatient@cadence.example', 'Pat', 'Ient', password_hash, 99, password_changed_at
       from users where username = 'staff'`,
    );
    const id = await patientWhere('true');
    expect((await request('GET', `/patient/alt/${id}`, 'profilepatient')).status).toBe(404);
    const list = await request<{ data: { total: number } }>('POST', '/patient/list', 'profilepatient', {});
    expect(list.body.data.total).toBe(0);
  });
});

describe('patient archive', () => {
  it('[patient-archive-call] [patient-archive-permission] archives an inactive patient for a super user with addPatient', async () => {
    const id = await patientWhere('p.status_id = 3');
    const { status, body } = await request<{ data: { id: number; archived: boolean } }>(
      'DELETE',
      `/patient/${id}`,
      'csmanager',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ id, archived: true });
    expect((await request('GET', `/patient/alt/${id}`, 'csmanager')).status).toBe(404);
    const list = await request<{ data: { data: { patient_id: number }[] } }>(
      'POST',
      '/patient/list',
      'csmanager',
      { limit: 100, search: { patient_status: 3 } },
    );
    expect(list.body.data.data.map((row) => row.patient_id)).not.toContain(id);
  });

  it('[patient-archive-permission] refuses archive to clinic staff with addPatient and to super users without it', async () => {
    const own = await practiceOf('staff');
    const id = await patientWhere('p.practice_id = $1 and p.status_id = 4', [own]);
    expect((await request('DELETE', `/patient/${id}`, 'staff')).status).toBe(403);
    expect((await request('DELETE', `/patient/${id}`, 'csjunior')).status).toBe(403);
    expect((await request('DELETE', `/patient/${id}`, 'pma')).status).toBe(200);
  });

  it('[patient-archive-disabled] refuses a patient with no status or with status id 2 (Active)', async () => {
    const active = await patientWhere('p.status_id = 2');
    const noStatus = await patientWhere('p.status_id = 5');
    await api.db.query('update patients set status_id = null where id = $1', [noStatus]);
    expect((await request('DELETE', `/patient/${active}`, 'csmanager')).status).toBe(422);
    expect((await request('DELETE', `/patient/${noStatus}`, 'csmanager')).status).toBe(422);
    const [row] = await api.db.query<{ archived: boolean }>('select archived from patients where id = $1', [
      active,
    ]);
    expect(row?.archived).toBe(false);
  });
});

describe('patient lock', () => {
  it('[patient-unlock-confirm] [patient-lock-permission] unlocks a patient for staff with edit rights on it', async () => {
    const own = await practiceOf('staff');
    const id = await patientWhere('p.practice_id = $1 and p.locked', [own]);
    const { status, body } = await request<{ data: { locked: boolean } }>(
      'PATCH',
      `/patient/${id}/lock`,
      'staff',
      { locked: false },
    );
    expect(status).toBe(200);
    expect(body.data.locked).toBe(false);
    expect((await request<{ data: Detail }>('GET', `/patient/alt/${id}`, 'staff')).body.data.locked).toBe(
      false,
    );
  });

  it('[patient-lock-permission] refuses the lock to users without editPatient, and outside the data scope', async () => {
    const own = await practiceOf('staff');
    const theirs = await patientWhere('p.practice_id <> $1', [own]);
    // Outside the data scope the patient is answered like one that does not exist.
    expect((await request('PATCH', `/patient/${theirs}/lock`, 'staff', { locked: true })).status).toBe(404);
    expect((await request('PATCH', `/patient/${theirs}/lock`, 'sales', { locked: true })).status).toBe(403);
    expect((await request('PATCH', `/patient/${theirs}/lock`, 'csjunior', { locked: true })).status).toBe(
      200,
    );
  });
});

describe('patient status', () => {
  it('[patient-status-change-call] [patient-status-values] changes a status with PUT patient/status/{a}/{b} and loads one status', async () => {
    const id = await patientWhere('p.status_id = 1');
    const changed = await request<{ data: { id: number; name: string } }>(
      'PUT',
      `/patient/status/${id}/2`,
      'csjunior',
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: 2, name: 'Active', search_value: 2 });
    expect(
      (await request<{ data: Detail }>('GET', `/patient/alt/${id}`, 'csjunior')).body.data.status?.name,
    ).toBe('Active');
    expect((await request('PUT', `/patient/status/${id}/99`, 'csjunior')).status).toBe(422);
    expect((await request('PUT', `/patient/status/${id}/2`, 'sales')).status).toBe(403);
    expect(
      (await request<{ data: { name: string } }>('GET', '/patient_status/2', 'staff')).body.data.name,
    ).toBe('Active');
  });
});

describe('patient viewing log', () => {
  it('[viewing-log-lifecycle] starts with an id, finishes with a timestamp, and opening another patient finishes the previous one', async () => {
    const [first, second] = await api.db.query<{ id: number }>(
      'select id from patients where not archived order by id limit 2',
    );
    const started = await request<{ data: { id: number; started_at: number; finished_at: number | null } }>(
      'POST',
      '/rtm_patient_viewing_logs/start',
      'pms',
      { patient_id: first?.id },
    );
    expect(started.status).toBe(200);
    expect(started.body.data.finished_at).toBeNull();
    api.clock.advance(90_000);
    const next = await request<{ data: { id: number } }>('POST', '/rtm_patient_viewing_logs/start', 'pms', {
      patient_id: second?.id,
    });
    const [previous] = await api.db.query<{ finished_at: Date | null; started_at: Date }>(
      'select started_at, finished_at from patient_viewing_logs where id = $1',
      [started.body.data.id],
    );
    expect(previous?.finished_at?.getTime()).toBe((previous?.started_at.getTime() ?? 0) + 90_000);
    api.clock.advance(30_000);
    const finished = await request<{ data: { id: number; finished_at: number } }>(
      'POST',
      '/rtm_patient_viewing_logs/finish',
      'pms',
      { id: next.body.data.id },
    );
    expect(finished.status).toBe(200);
    expect(finished.body.data.finished_at).toBe(Math.floor(api.clock.now().getTime() / 1000));
    const rows = await api.db.query<{ user_id: number }>(
      'select user_id from patient_viewing_logs where id = any($1::int[])',
      [[started.body.data.id, next.body.data.id]],
    );
    expect(rows.every((row) => row.user_id !== 0)).toBe(true);
    expect(rows[0]?.user_id).toBe(await userId('pms'));
  });

  it('[viewing-log-roles] is for the monitoring specialist and assistant; another user cannot finish their log', async () => {
    const id = await patientWhere('true');
    const log = await request<{ data: { id: number } }>('POST', '/rtm_patient_viewing_logs/start', 'pma', {
      patient_id: id,
    });
    expect(log.status).toBe(200);
    expect((await request('POST', '/rtm_patient_viewing_logs/start', 'pmm', { patient_id: id })).status).toBe(
      403,
    );
    expect(
      (await request('POST', '/rtm_patient_viewing_logs/start', 'surgeon', { patient_id: id })).status,
    ).toBe(403);
    expect(
      (await request('POST', '/rtm_patient_viewing_logs/finish', 'pms', { id: log.body.data.id })).status,
    ).toBe(404);
  });
});
