// Row scope of every scoped resource (`dataScope` of specs/access.yaml, document 1 section 6 "Data
// scope" and "User Management"), over HTTP: a caller out of scope finds the row absent from their
// list and is refused it by id in detail, update and delete, answered like a row that does not
// exist (404 with the resource's message) and leaving it unchanged; a caller in scope is served,
// so the test also fails when a scope is too tight. Practice A is the demo's Lakeview (the
// surgical-center user `surgicalcenter`, a practice administrator), practice B is Northside (the
// surgeon `surgeon`, Dr. Okafor). Patients of one surgeon naming another are covered call by call
// in patient-row-scope.test.ts; here every resource gets the same four questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const response = await api.fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer['body'] };
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await api.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const memberOf = (username: string) =>
  one<{ id: number; practice_id: number }>(
    'select m.id, m.practice_id from practice_team_members m join users u on u.id = m.user_id where u.username = $1',
    [username],
  );
const userIdOf = async (username: string) =>
  (await one<{ id: number }>('select id from users where username = $1', [username])).id;

const pageRows = (answer: Answer): Record<string, unknown>[] =>
  (answer.body?.data as { data: Record<string, unknown>[] }).data;

let practiceA: number;
let practiceB: number;

beforeAll(async () => {
  api = await startApiServer({ patients: 40 });
  practiceA = (await memberOf('surgicalcenter')).practice_id;
  practiceB = (await memberOf('surgeon')).practice_id;
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('practices (dataScope.practices)', () => {
  /** A valid update of practice `id` (its stored name, type, address and phone, renamed). */
  const renaming = async (id: number) => {
    const practice = await one<{ name: string; practice_type_id: number }>(
      'select name, practice_type_id from practices where id = $1',
      [id],
    );
    const address = await one<Record<string, unknown>>(
      'select id, line_1, city, state, zip_code from practice_addresses where practice_id = $1 order by id limit 1',
      [id],
    );
    const phone = await one<{ id: number; number: string }>(
      'select id, number from practice_phone_numbers where practice_id = $1 order by id limit 1',
      [id],
    );
    return {
      before: practice.name,
      body: { name: 'Taken over', practice_type_id: practice.practice_type_id, address, phone_number: phone },
    };
  };

  it('[data-scope-others] refuses a practice user another practice by id: detail, update and delete answer 404 and change nothing', async () => {
    expect(practiceA).not.toBe(practiceB);
    const { before, body } = await renaming(practiceB);
    const detail = await request('GET', `/practice/${practiceB}`, 'surgicalcenter');
    const update = await request('PATCH', `/practice/${practiceB}`, 'surgicalcenter', body);
    const archive = await request('DELETE', `/practice/${practiceB}`, 'surgicalcenter');
    expect([detail, update, archive].map(({ status, body }) => [status, body?.message])).toEqual([
      [404, 'Practice not found.'],
      [404, 'Practice not found.'],
      [404, 'Practice not found.'],
    ]);
    expect(await one('select name, archived from practices where id = $1', [practiceB])).toEqual({
      name: before,
      archived: false,
    });
  });

  it('[data-scope-others] serves a practice user their own practice, in detail and update', async () => {
    const { status, body } = await request('GET', `/practice/${practiceA}`, 'surgicalcenter');
    expect(status).toBe(200);
    expect((body?.data as { id: number }).id).toBe(practiceA);
    const { before, body: renamed } = await renaming(practiceA);
    expect(
      (await request('PATCH', `/practice/${practiceA}`, 'surgicalcenter', { ...renamed, name: before }))
        .status,
    ).toBe(200);
  });

  it('[data-scope-super-users] serves a super user any practice, and lists it', async () => {
    expect((await request('GET', `/practice/${practiceB}`, 'csmanager')).status).toBe(200);
    const listed = await request('POST', '/practice/list', 'csmanager', { limit: 100, page: 1 });
    expect(pageRows(listed).map((row) => row.id)).toEqual(expect.arrayContaining([practiceA, practiceB]));
  });

  it('keeps the practice list and the Practice search from practice users altogether (403)', async () => {
    expect((await request('POST', '/practice/list', 'surgicalcenter', { limit: 100, page: 1 })).status).toBe(
      403,
    );
    const search = await request('POST', '/search', 'surgicalcenter', {
      search_model: 'practice',
      search_term: { last_name: 'North' },
    });
    expect(search.status).toBe(403);
  });
});

describe('team members (dataScope.teamMembers)', () => {
  it('[data-scope-others] leaves another practice’s members out of a practice user’s list, whatever practice they ask for', async () => {
    const listed = await request('POST', '/practice_team_member/list', 'surgicalcenter', {
      limit: 100,
      page: 1,
      practice_id: practiceB,
      search: { practice_id: practiceB },
    });
    expect(listed.status).toBe(200);
    const practices = new Set(pageRows(listed).map((row) => row.practice_id));
    expect([...practices]).toEqual([practiceA]);
    const found = await request('POST', '/search', 'surgicalcenter', {
      search_model: 'practice_team_member',
      search_term: { last_name: 'Okafor' },
    });
    expect(pageRows(found)).toEqual([]);
  });

  it('[data-scope-others] refuses a practice user another practice’s member by id: detail, update and delete answer 404 and change nothing', async () => {
    const member = await memberOf('surgeon');
    const detail = await request('GET', `/practice_team_member/${member.id}`, 'surgicalcenter');
    const update = await request('PATCH', `/practice_team_member/${member.id}`, 'surgicalcenter', {
      first_name: 'Taken',
    });
    const archive = await request('DELETE', `/practice_team_member/${member.id}`, 'surgicalcenter');
    expect([detail, update, archive].map(({ status, body }) => [status, body?.message])).toEqual([
      [404, 'Team member not found.'],
      [404, 'Team member not found.'],
      [404, 'Team member not found.'],
    ]);
    expect(
      await one('select first_name, archived from practice_team_members where id = $1', [member.id]),
    ).toEqual({
      first_name: 'Helen',
      archived: false,
    });
  });

  it('[data-scope-others] serves a practice user the members of their own practice, in the list and by id', async () => {
    const colleague = await one<{ id: number }>(
      "select id from practice_team_members where practice_id = $1 and last_name = 'Tanaka'",
      [practiceA],
    );
    const listed = await request('POST', '/practice_team_member/list', 'surgicalcenter', {
      limit: 100,
      page: 1,
    });
    expect(pageRows(listed).map((row) => row.id)).toContain(colleague.id);
    expect((await request('GET', `/practice_team_member/${colleague.id}`, 'surgicalcenter')).status).toBe(
      200,
    );
  });

  it('[data-scope-super-users] serves a super user the members of the practice they pick', async () => {
    const member = await memberOf('surgeon');
    const listed = await request('POST', '/practice_team_member/list', 'csmanager', {
      limit: 100,
      page: 1,
      practice_id: practiceB,
    });
    expect(pageRows(listed).map((row) => row.id)).toContain(member.id);
    expect((await request('GET', `/practice_team_member/${member.id}`, 'csmanager')).status).toBe(200);
  });
});

describe('patients (dataScope.patients)', () => {
  const patientOf = (where: string, params: unknown[]) =>
    one<{ id: number; last_name: string; first_name: string }>(
      `select p.id, p.last_name, p.first_name from patients p where not p.archived and ${where} order by p.id limit 1`,
      params,
    );
  const listedIds = async (who: string, lastName: string) =>
    pageRows(
      await request('POST', '/patient/list', who, {
        limit: 100,
        page: 1,
        order_by: { field: 'patient_last_name', direction: 'asc' },
        search: { patient_last_name: lastName },
      }),
    ).map((row) => row.patient_id);

  async function refusedEverywhere(
    who: string,
    patient: { id: number; last_name: string; first_name: string },
  ) {
    expect(await listedIds(who, patient.last_name)).not.toContain(patient.id);
    const detail = await request('GET', `/patient/alt/${patient.id}`, who);
    const update = await request('PATCH', `/patient/${patient.id}`, who, { first_name: 'Taken' });
    expect([detail, update].map(({ status, body }) => [status, body?.message])).toEqual([
      [404, 'Patient Not Found'],
      [404, 'Patient Not Found'],
    ]);
    // Archiving a patient is for super users only (document 1, section 6): refused before scope.
    expect((await request('DELETE', `/patient/${patient.id}`, who)).status).toBe(403);
    expect(await one('select first_name, archived from patients where id = $1', [patient.id])).toEqual({
      first_name: patient.first_name,
      archived: false,
    });
  }

  it('[data-scope-others] refuses a user of practice A a patient of practice B: absent from the list, 404 by id', async () => {
    await refusedEverywhere('surgicalcenter', await patientOf('p.practice_id = $1', [practiceB]));
  });

  it('[data-scope-others] refuses a surgeon a patient of their own practice who is not theirs', async () => {
    const surgeon = await memberOf('surgeon');
    const [viewAll] = await api.db.query(
      'select 1 from team_member_permissions where team_member_id = $1 and permission_id = 14',
      [surgeon.id],
    );
    expect(viewAll).toBeUndefined();
    await refusedEverywhere(
      'surgeon',
      await patientOf('p.practice_id = $1 and p.surgeon_id is distinct from $2', [
        surgeon.practice_id,
        surgeon.id,
      ]),
    );
  });

  it('[data-scope-others] serves a surgeon their own patient and a practice user their practice’s patient', async () => {
    const surgeon = await memberOf('surgeon');
    const own = await patientOf('p.surgeon_id = $1', [surgeon.id]);
    expect(await listedIds('surgeon', own.last_name)).toContain(own.id);
    expect((await request('GET', `/patient/alt/${own.id}`, 'surgeon')).status).toBe(200);
    const practicePatient = await patientOf('p.practice_id = $1', [practiceA]);
    expect(await listedIds('surgicalcenter', practicePatient.last_name)).toContain(practicePatient.id);
    expect((await request('GET', `/patient/alt/${practicePatient.id}`, 'surgicalcenter')).status).toBe(200);
  });

  it('[data-scope-super-users] serves a super user a patient of any practice', async () => {
    const patient = await patientOf('p.practice_id = $1', [practiceB]);
    expect(await listedIds('csmanager', patient.last_name)).toContain(patient.id);
    expect((await request('GET', `/patient/alt/${patient.id}`, 'csmanager')).status).toBe(200);
  });
});

describe('users (dataScope.users)', () => {
  it('[user-hidden-roles] refuses the CS manager the Super Admin user: absent from the list, 404 by id in detail, update and archive', async () => {
    const superAdminId = await userIdOf('superadmin');
    const listed = await request('POST', '/user/list', 'csmanager', {
      page: 1,
      limit: 100,
      filter: { username: 'superadmin' },
    });
    expect(pageRows(listed).map((row) => row.id)).not.toContain(superAdminId);
    const detail = await request('GET', `/user/${superAdminId}`, 'csmanager');
    const update = await request('PATCH', `/user/${superAdminId}`, 'csmanager', { first_name: 'Taken' });
    const archive = await request('DELETE', `/user/${superAdminId}`, 'csmanager');
    expect([detail, update, archive].map(({ status, body }) => [status, body?.message])).toEqual([
      [404, 'User not found.'],
      [404, 'User not found.'],
      [404, 'User not found.'],
    ]);
    expect(await one('select archived from users where id = $1', [superAdminId])).toEqual({
      archived: false,
    });
  });

  it('[user-hidden-roles] hides Service Account users from the monitoring manager too', async () => {
    const serviceId = await userIdOf('serviceaccount');
    const listed = await request('POST', '/user/list', 'pmm', {
      page: 1,
      limit: 100,
      filter: { username: 'service' },
    });
    expect(pageRows(listed).map((row) => row.id)).not.toContain(serviceId);
    expect((await request('GET', `/user/${serviceId}`, 'pmm')).status).toBe(404);
  });

  it('[user-hidden-roles] serves the CS manager the users they may see, and the super admin everyone', async () => {
    const assistantId = await userIdOf('pma');
    const listed = await request('POST', '/user/list', 'csmanager', {
      page: 1,
      limit: 100,
      filter: { username: 'pma' },
    });
    expect(pageRows(listed).map((row) => row.id)).toContain(assistantId);
    expect((await request('GET', `/user/${assistantId}`, 'csmanager')).status).toBe(200);
    expect((await request('GET', `/user/${await userIdOf('serviceaccount')}`, 'superadmin')).status).toBe(
      200,
    );
  });
});

describe('treatment plans (dataScope.treatmentPlans, through the patient)', () => {
  const planOf = (where: string, params: unknown[]) =>
    one<{ id: number; patient_id: number; name: string }>(
      `select tp.id, tp.patient_id, tp.name from treatment_plans tp join patients p on p.id = tp.patient_id
       where not p.archived and ${where} order by tp.id limit 1`,
      params,
    );
  const listedPlans = async (who: string, patientId: number) =>
    pageRows(await request('POST', '/patient_treatment_plan/query', who, { search: { patient_id: patientId } })).map(
      (row) => row.id,
    );
  const planBody = (patientId: number) => ({
    name: 'Taken',
    patient_id: patientId,
    patient_treatment_plan_protocol: [
      { name: 'Active', num_of_days: 5, sessions_per_day: 1, pedal_radius: 40, resistance: 1, rpm_min: 20, rpm_max: 40, pressure_limit: 20 },
    ],
  });

  it('[data-scope-others] refuses a practice user a plan of another practice: absent from the list, 404 by id in detail and update', async () => {
    const plan = await planOf('p.practice_id = $1', [practiceB]);
    expect(await listedPlans('surgicalcenter', plan.patient_id)).not.toContain(plan.id);
    const detail = await request('GET', `/patient_treatment_plan/${plan.id}`, 'surgicalcenter');
    const update = await request('PUT', `/patient_treatment_plan/${plan.id}`, 'surgicalcenter', planBody(plan.patient_id));
    expect([detail.status, update.status]).toEqual([404, 404]);
    expect(await one('select name from treatment_plans where id = $1', [plan.id])).toEqual({ name: plan.name });
  });

  it('[data-scope-others] refuses a surgeon the plan of a patient who is not theirs, and serves their own', async () => {
    const surgeon = await memberOf('surgeon');
    const other = await planOf('p.practice_id = $1 and p.surgeon_id is distinct from $2', [surgeon.practice_id, surgeon.id]);
    expect((await request('GET', `/patient_treatment_plan/${other.id}`, 'surgeon')).status).toBe(404);
    expect(await listedPlans('surgeon', other.patient_id)).toEqual([]);
    const own = await planOf('p.surgeon_id = $1', [surgeon.id]);
    expect((await request('GET', `/patient_treatment_plan/${own.id}`, 'surgeon')).status).toBe(200);
    expect(await listedPlans('surgeon', own.patient_id)).toContain(own.id);
  });

  it('[data-scope-super-users] serves a super user a plan of any practice', async () => {
    const plan = await planOf('p.practice_id = $1', [practiceB]);
    expect((await request('GET', `/patient_treatment_plan/${plan.id}`, 'csmanager')).status).toBe(200);
    expect(await listedPlans('csmanager', plan.patient_id)).toContain(plan.id);
  });
});

describe('treatment plan templates (dataScope.treatmentPlanTemplates, through the team member)', () => {
  const templateOf = (practiceId: number) =>
    one<{ id: number; practice_team_member_id: number; name: string }>(
      `select t.id, t.practice_team_member_id, t.name from treatment_plan_templates t
       join practice_team_members m on m.id = t.practice_team_member_id where m.practice_id = $1 order by t.id limit 1`,
      [practiceId],
    );
  const listedTemplates = async (who: string, memberId: number) =>
    pageRows(
      await request('POST', '/practice_team_member_treatment_plan/list', who, { page: 1, practice_team_member_id: memberId }),
    ).map((row) => row.id);
  const templateBody = {
    name: 'Taken',
    protocols: [
      { name: 'Active', num_of_days: 30, sessions_per_day: 1, pedal_radius: 40, resistance: 1, rpm_min: 20, rpm_max: 40, pressure_limit: 20 },
    ],
  };

  it('[data-scope-others] refuses a practice user a template of another practice: absent from the list, 404 by id in detail and update', async () => {
    const template = await templateOf(practiceB);
    expect(await listedTemplates('surgicalcenter', template.practice_team_member_id)).toEqual([]);
    const detail = await request('GET', `/practice_team_member_treatment_plan/${template.id}`, 'surgicalcenter');
    const update = await request('PUT', `/practice_team_member_treatment_plan/${template.id}`, 'surgicalcenter', templateBody);
    expect([detail.status, update.status]).toEqual([404, 404]);
    expect(await one('select name from treatment_plan_templates where id = $1', [template.id])).toEqual({ name: template.name });
  });

  it('[data-scope-others] serves a practice user the templates of its own practice', async () => {
    const template = await templateOf(practiceA);
    expect(await listedTemplates('surgicalcenter', template.practice_team_member_id)).toContain(template.id);
    expect((await request('GET', `/practice_team_member_treatment_plan/${template.id}`, 'surgicalcenter')).status).toBe(200);
  });

  it('[data-scope-super-users] serves a super user a template of any practice', async () => {
    const template = await templateOf(practiceB);
    expect((await request('GET', `/practice_team_member_treatment_plan/${template.id}`, 'csmanager')).status).toBe(200);
    expect(await listedTemplates('csmanager', template.practice_team_member_id)).toContain(template.id);
  });
});
