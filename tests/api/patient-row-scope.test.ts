// One patient row scope for the list and every call that names a patient (issue 9, item 6;
// document 1, section 6, "Data scope" and View All Patients, as written in `dataScope.patients`
// of specs/access.yaml): a surgeon or physical therapist without viewAllPatient sees only the
// patients naming them, and a patient missing from their list is answered 404 'Patient Not Found'
// by every other call, exactly like an id that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../src/generated/access';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

let api: ApiServer;
const token = cachedSignIn(() => api);

interface Answer {
  status: number;
  body: { data?: unknown; message?: string } | null;
}

async function request(method: string, path: string, who: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${await token(who)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer['body'] };
}

interface Patient {
  id: number;
  last_name: string;
}

/** The first live patient matching `where` (columns of patients p, team members m of the user). */
async function patientWhere(where: string, params: unknown[]): Promise<Patient> {
  const [row] = await api.db.query<Patient>(
    `select p.id, p.last_name from patients p where not p.archived and ${where} order by p.id limit 1`,
    params,
  );
  if (!row) throw new Error(`no patient where ${where}`);
  return row;
}

async function memberOf(username: string): Promise<{ id: number; practice_id: number }> {
  const [row] = await api.db.query<{ id: number; practice_id: number }>(
    'select m.id, m.practice_id from practice_team_members m join users u on u.id = m.user_id where u.username = $1',
    [username],
  );
  if (!row) throw new Error(`${username} is no team member`);
  return row;
}

/** The ids the caller's patient list answers for patients of `lastName` (any status). */
async function listedIds(who: string, lastName: string): Promise<number[]> {
  const { status, body } = await request('POST', '/patient/list', who, {
    limit: 100,
    page: 1,
    order_by: { field: 'patient_last_name', direction: 'asc' },
    search: { patient_last_name: lastName },
  });
  expect(status).toBe(200);
  return (body?.data as { data: { patient_id: number }[] }).data.map((row) => row.patient_id);
}

/** A procedure of the patient (created by the super user when the seed gave none). */
async function procedureOf(patientId: number): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from patient_procedures where patient_id = $1 order by id limit 1', [patientId]);
  if (row) return row.id;
  const made = await request('POST', '/patient_procedure', 'csmanager', { patient_id: patientId, procedure_type_id: 2, procedure_leg_type_id: 3 });
  return (made.body?.data as { id: number }).id;
}

const cardiac = (patientId: number) => ({ patient_id: patientId, procedure_type_id: 2, procedure_leg_type_id: 3 });

/**
 * Every call that names one patient, as `who`: the status of each. GETs first, then the writes
 * (each one harmless to repeat for an allowed caller).
 */
async function everyCallOn(who: string, patientId: number): Promise<Record<string, number>> {
  const procedureId = await procedureOf(patientId);
  const calls: [string, () => Promise<Answer>][] = [
    ['getPatientDetail (profile, wizard, documents)', () => request('GET', `/patient/alt/${patientId}`, who)],
    ['listPatientProcedureCodes', () => request('POST', '/procedure_codes/patient_codes', who, { patient_id: patientId })],
    ['updatePatient', () => request('PATCH', `/patient/${patientId}`, who, { first_name: 'Scoped' })],
    ['updatePatient with devices', () => request('PATCH', `/patient/${patientId}`, who, { installation_method_type_id: 5, devices: { device_choice: 'none', portable_connect_serial: '' } })],
    ['createPatientProcedure', () => request('POST', '/patient_procedure', who, cardiac(patientId))],
    ['updatePatientProcedure', () => request('PATCH', `/patient_procedure/${procedureId}`, who, cardiac(patientId))],
    ['setPatientLock', () => request('PATCH', `/patient/${patientId}/lock`, who, { locked: false })],
    ['changePatientStatus', () => request('PUT', `/patient/status/${patientId}/2`, who)],
  ];
  const statuses: Record<string, number> = {};
  for (const [name, call] of calls) {
    const answer = await call();
    statuses[name] = answer.status;
    if (answer.status === 404) expect(answer.body, name).toEqual({ message: 'Patient Not Found' });
  }
  return statuses;
}

const allAnswer = (status: number) => ({
  'getPatientDetail (profile, wizard, documents)': status,
  listPatientProcedureCodes: status,
  updatePatient: status,
  'updatePatient with devices': status,
  createPatientProcedure: status,
  updatePatientProcedure: status,
  setPatientLock: status,
  changePatientStatus: status,
});

async function grant(username: string, permission: keyof typeof permissions): Promise<void> {
  const member = await memberOf(username);
  await api.db.query('insert into team_member_permissions (team_member_id, permission_id) values ($1, $2) on conflict do nothing', [
    member.id,
    permissions[permission].id,
  ]);
}

async function revoke(username: string, permission: keyof typeof permissions): Promise<void> {
  const member = await memberOf(username);
  await api.db.query('delete from team_member_permissions where team_member_id = $1 and permission_id = $2', [member.id, permissions[permission].id]);
}

let surgeon: { id: number; practice_id: number };
let ownPatient: Patient;
let colleaguesPatient: Patient;
let otherPracticePatient: Patient;

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
  surgeon = await memberOf('surgeon');
  ownPatient = await patientWhere('p.surgeon_id = $1', [surgeon.id]);
  // A patient of another surgeon of the same practice (Dr. Lindqvist of Northside).
  colleaguesPatient = await patientWhere('p.practice_id = $1 and p.surgeon_id <> $2', [surgeon.practice_id, surgeon.id]);
  otherPracticePatient = await patientWhere('p.practice_id <> $1', [surgeon.practice_id]);
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('a surgeon without View All Patients', () => {
  it('[data-scope-others] lists their own patients only: not a colleague\'s of the same practice, nor another practice\'s', async () => {
    expect(await listedIds('surgeon', ownPatient.last_name)).toContain(ownPatient.id);
    expect(await listedIds('surgeon', colleaguesPatient.last_name)).not.toContain(colleaguesPatient.id);
    expect(await listedIds('surgeon', otherPracticePatient.last_name)).not.toContain(otherPracticePatient.id);
  });

  it('[data-scope-others] is answered 404 Patient Not Found by every call on a colleague\'s patient, like an unknown id', async () => {
    const unknown = await request('GET', '/patient/alt/999999', 'surgeon');
    expect(unknown).toEqual({ status: 404, body: { message: 'Patient Not Found' } });
    const [before] = await api.db.query('select first_name, locked, status_id, surgeon_id from patients where id = $1', [colleaguesPatient.id]);
    expect(await everyCallOn('surgeon', colleaguesPatient.id)).toEqual(allAnswer(404));
    const [after] = await api.db.query('select first_name, locked, status_id, surgeon_id from patients where id = $1', [colleaguesPatient.id]);
    expect(after).toEqual(before);
  });

  it('[data-scope-others] refuses a patient of another practice the same way', async () => {
    expect(await everyCallOn('surgeon', otherPracticePatient.id)).toEqual(allAnswer(404));
  });

  it('works on their own patient', async () => {
    expect(await everyCallOn('surgeon', ownPatient.id)).toEqual(allAnswer(200));
  });

  it('[patient-archive-permission] cannot archive at all (super users with addPatient only), own patient or not', async () => {
    for (const patient of [ownPatient, colleaguesPatient]) {
      expect((await request('DELETE', `/patient/${patient.id}`, 'surgeon')).status).toBe(403);
      const [row] = await api.db.query<{ archived: boolean }>('select archived from patients where id = $1', [patient.id]);
      expect(row?.archived).toBe(false);
    }
  });

  it('[data-scope-others] sees the whole practice once granted View All Patients, and never another practice', async () => {
    await grant('surgeon', 'viewAllPatient');
    try {
      expect(await listedIds('surgeon', colleaguesPatient.last_name)).toContain(colleaguesPatient.id);
      expect(await everyCallOn('surgeon', colleaguesPatient.id)).toEqual(allAnswer(200));
      expect((await request('GET', `/patient/alt/${otherPracticePatient.id}`, 'surgeon')).status).toBe(404);
    } finally {
      await revoke('surgeon', 'viewAllPatient');
    }
    expect((await request('GET', `/patient/alt/${colleaguesPatient.id}`, 'surgeon')).status).toBe(404);
  });
});

describe('a physical therapist without View All Patients', () => {
  it('[data-scope-others] sees the patients naming them, not another patient of their practice', async () => {
    const therapist = await memberOf('therapist');
    const own = await patientWhere('p.physical_therapist_id = $1', [therapist.id]);
    // A patient of the same practice whose therapist is not them.
    const notTheirs = await patientWhere('p.practice_id = $1 and p.id <> $2', [therapist.practice_id, own.id]);
    await api.db.query('update patients set physical_therapist_id = null where id = $1', [notTheirs.id]);
    expect(await listedIds('therapist', own.last_name)).toContain(own.id);
    expect(await listedIds('therapist', notTheirs.last_name)).not.toContain(notTheirs.id);
    expect(await everyCallOn('therapist', notTheirs.id)).toEqual(allAnswer(404));
    expect(await everyCallOn('therapist', own.id)).toEqual(allAnswer(200));
    await grant('therapist', 'viewAllPatient');
    try {
      expect((await request('GET', `/patient/alt/${notTheirs.id}`, 'therapist')).status).toBe(200);
    } finally {
      await revoke('therapist', 'viewAllPatient');
    }
  });
});

describe('users who see the whole practice, or every practice', () => {
  it('[data-scope-others] [data-scope-super-users] lets the practice\'s staff and a super user open a colleague\'s patient', async () => {
    expect((await request('GET', `/patient/alt/${colleaguesPatient.id}`, 'staff')).status).toBe(200);
    expect((await request('GET', `/patient/alt/${colleaguesPatient.id}`, 'csmanager')).status).toBe(200);
    expect((await request('GET', `/patient/alt/${otherPracticePatient.id}`, 'staff')).status).toBe(404);
  });
});
