// The patient list and the people lookups its filters use: data scope, filters, order, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type Page = components['schemas']['PatientsListPage'];
type Person = components['schemas']['PeopleRow'];

let api: ApiServer;
const token = cachedSignIn(() => api);
const list = async (username: string, body: unknown = {}): Promise<Page> => {
  const { status, body: answer } = await api.call<{ data: Page }>('listPatients', body, await token(username));
  expect(status).toBe(200);
  return answer.data;
};
const idsOf = async (sql: string, params: unknown[] = []): Promise<number[]> =>
  (await api.db.query<{ id: number }>(sql, params)).map((row) => row.id);

beforeAll(async () => {
  api = await startApiServer({ patients: 240 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('patient list', () => {
  it('[patient-list-call] [patient-list-columns] pages of 20 by default with every list column', async () => {
    const page = await list('csmanager');
    expect(page).toMatchObject({ currentPage: 1, total: 240, lastPage: 12 });
    expect(page.data).toHaveLength(20);
    const row = page.data[0];
    expect(row?.patient_identifier).toMatch(/^\d{7}$/);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'adherence', 'completed_sessions', 'extension', 'flexion', 'lastSession', 'pain', 'patient_alert', 'patient_first_name',
        'patient_id', 'patient_identifier', 'patient_last_name', 'patient_procedure_post_op_day', 'patient_procedure_procedure_name',
        'patient_status', 'physical_therapist_id', 'physical_therapist_name', 'surgeon_id', 'surgeon_name', 'total_sessions',
      ].sort(),
    );
  });

  it('[patient-list-default-order] orders by last name ascending, and by other columns on request', async () => {
    const byName = (await list('csmanager', { limit: 100 })).data.map((row) => row.patient_last_name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byPain = (await list('csmanager', { limit: 100, order_by: { field: 'pain', direction: 'desc' } })).data.map((row) => row.pain);
    const known = byPain.filter((pain): pain is number => pain !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(known[0]).toBeGreaterThan(known[known.length - 1] ?? 0);
  });

  it('[patient-status-values] [patient-list-default-filters] filters by status search value (Active is 2)', async () => {
    const active = await list('csmanager', { limit: 100, search: { patient_status: 2 } });
    const expected = await idsOf("select p.id from patients p join patient_statuses s on s.id = p.status_id where s.search_value = 2");
    expect(active.total).toBe(expected.length);
    expect(active.data.every((row) => row.patient_status?.name === 'Active')).toBe(true);
  });

  it('[patient-list-layout] filters by last name prefix and by surgeon', async () => {
    const [sample] = (await list('csmanager')).data;
    const prefix = sample?.patient_last_name.slice(0, 3).toLowerCase() ?? '';
    const byName = await list('csmanager', { limit: 100, search: { patient_last_name: prefix } });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.data.every((row) => row.patient_last_name.toLowerCase().startsWith(prefix))).toBe(true);
    const bySurgeon = await list('csmanager', { limit: 100, search: { surgeon_id: sample?.surgeon_id } });
    expect(bySurgeon.data.every((row) => row.surgeon_id === sample?.surgeon_id)).toBe(true);
  });

  it("never shows more completed sessions than the patient's plan holds", async () => {
    const rows = (await list('csmanager', { limit: 100, search: { patient_status: null } })).data;
    expect(rows.some((row) => row.completed_sessions > 0)).toBe(true);
    expect(rows.filter((row) => row.completed_sessions > row.total_sessions)).toEqual([]);
  });

  it('pages through the list without repeating or losing a patient', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page += 1) {
      for (const row of (await list('csmanager', { limit: 100, page })).data) seen.add(row.patient_id);
    }
    expect(seen.size).toBe(240);
  });

  it('derives alert, adherence and progress from the sessions', async () => {
    const rows = (await list('csmanager', { limit: 100 })).data;
    for (const row of rows) {
      expect(row.patient_alert).toBe(row.pain !== null && row.pain > 6);
      if (row.adherence !== null) expect(row.adherence).toBeGreaterThanOrEqual(0);
      if (row.flexion.value !== null && row.flexion.previous !== null) {
        expect(row.flexion.progress).toBeCloseTo(row.flexion.value - row.flexion.previous, 1);
      }
    }
    expect(rows.some((row) => row.patient_alert)).toBe(true);
  });
});

describe('data scope', () => {
  it('[data-scope-super-users] super users see every practice and may pick one', async () => {
    expect((await list('superadmin')).total).toBe(240);
    expect((await list('pms')).total).toBe(240);
    const picked = await list('csmanager', { practice_id: 4, limit: 100 });
    expect(picked.total).toBe((await idsOf('select id from patients where practice_id = 4')).length);
  });

  it('[data-scope-others] a clinic user sees only their own practice, even when asking for another', async () => {
    const own = await idsOf('select id from patients where practice_id = 1 order by id');
    const page = await list('staff', { limit: 100, practice_id: 4 });
    expect(page.total).toBe(own.length);
    expect(page.data.every((row) => own.includes(row.patient_id))).toBe(true);
  });

  it('[data-scope-others] a surgeon without View All Patients sees only their own patients', async () => {
    const [member] = await api.db.query<{ id: number }>("select m.id from practice_team_members m join users u on u.id = m.user_id where u.username = 'surgeon'");
    const page = await list('surgeon', { limit: 100 });
    expect(page.total).toBe((await idsOf('select id from patients where surgeon_id = $1', [member?.id])).length);
    expect(page.data.every((row) => row.surgeon_id === member?.id)).toBe(true);
  });

  it('[data-scope-others] an equipment supplier sees the patients it supplies', async () => {
    const page = await list('dme', { limit: 100 });
    expect(page.total).toBe((await idsOf("select id from patients where dme_id = (select id from practices where name = 'Summit Medical Supply')")).length);
  });

  it('[data-scope-others] a user without a practice who is not a super user sees no patient', async () => {
    expect(await list('sales')).toEqual({ data: [], currentPage: 1, lastPage: 1, total: 0 });
  });

  it('[data-scope-super-users] [data-scope-others] surgeon, therapist and DME lookups follow the same scope', async () => {
    const people = async (username: string, operationId: 'listSurgeons' | 'listTherapists' | 'listDmes') =>
      (await api.call<{ data: Person[] }>(operationId, {}, await token(username))).body.data;
    const allSurgeons = await people('csmanager', 'listSurgeons');
    const ownSurgeons = await people('staff', 'listSurgeons');
    expect(allSurgeons.length).toBeGreaterThan(ownSurgeons.length);
    expect(ownSurgeons.every((surgeon) => surgeon.practice_id === 1)).toBe(true);
    expect(ownSurgeons.map((surgeon) => surgeon.name)).toContain('Dr. Helen Okafor');
    expect((await people('therapist', 'listTherapists')).map((therapist) => therapist.name)).toEqual(['Grace Whitfield']);
    const dmes = await people('csmanager', 'listDmes');
    expect(dmes.map((dme) => dme.name)).toEqual(['Harbor Home Medical', 'Summit Medical Supply']);
    expect(await people('sales', 'listSurgeons')).toEqual([]);
  });
});

describe('lookups', () => {
  it('[patient-status-values] answers patient statuses with their search values', async () => {
    const { body } = await api.call<{ data: { id: number; name: string; search_value: number }[] }>('queryPatientStatusTypes', {}, await token('staff'));
    expect(body.data).toContainEqual({ id: 2, name: 'Active', search_value: 2 });
  });

  it('[role-ids-internal] [role-ids-other] answers the roles of access.yaml', async () => {
    const { body } = await api.call<{ data: { id: number; key: string; name: string; is_super_user: boolean }[] }>('queryUserRoles', {}, await token('staff'));
    expect(body.data).toContainEqual(expect.objectContaining({ id: 1, key: 'superAdmin', name: 'Super Admin', is_super_user: true }));
    expect(body.data).toContainEqual(
      expect.objectContaining({ id: 50, key: 'clinicalStaff', name: 'Clinical Staff Member', is_super_user: false }),
    );
  });

  it('[permission-ids] answers the permissions of access.yaml, and honours limit and order', async () => {
    const { body } = await api.call<{ data: { id: number; key: string }[] }>(
      'queryPermissions',
      { limit: 50, order_by: { field: 'id', direction: 'desc' } },
      await token('staff'),
    );
    expect(body.data[0]).toMatchObject({ id: 16, key: 'editPractice' });
    // Ids 2-16 and the practice Administrator (1).
    expect(body.data).toHaveLength(16);
  });

  it('[patient-app-type-ids] answers the fixed lists of document 1 (procedure types, legs, practice types, patient app types)', async () => {
    const names = async (operationId: 'queryProcedureTypes' | 'queryProcedureLegTypes' | 'queryPracticeTypes' | 'queryPatientAppTypes') =>
      (await api.call<{ data: { id: number; name: string }[] }>(operationId, undefined, await token('staff'))).body.data;
    expect(await names('queryProcedureTypes')).toEqual([{ id: 1, name: 'Ortho' }, { id: 2, name: 'Cardiac' }]);
    expect(await names('queryProcedureLegTypes')).toEqual([{ id: 1, name: 'Left' }, { id: 2, name: 'Right' }, { id: 3, name: 'Both' }]);
    expect(await names('queryPracticeTypes')).toEqual([{ id: 1, name: 'Equipment Supplier' }, { id: 2, name: 'Physical Therapy' }, { id: 3, name: 'Surgeon' }]);
    expect(await names('queryPatientAppTypes')).toEqual([{ id: 1, name: 'Ortho' }, { id: 2, name: 'Cardiac' }]);
  });
});
