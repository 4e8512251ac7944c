// The administration rows over the real HTTP server (document 3, sections 2.3, 2.9, 2.10, 2.15,
// 3, 5, 6, 7.4 and 7.8): maintenance notices and what the login response says of them, study
// groups, e-document links and the admin configuration, with who may call each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { message } from '../../src/generated/catalog';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';
import { cachedSignIn, password } from './harness/signIn';

interface ErrorBody {
  message: string;
  form_error?: { name: string; message: string };
}
type Answer<T> = { data: T } & ErrorBody;
type Notice = components['schemas']['Maintenance'];

let api: ApiServer;
const token = cachedSignIn(() => api);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const now = () => seconds(api.clock.now());

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);

afterAll(async () => {
  await api.close();
});

/** The maintenance messages of a fresh sign-in of the staff user. */
async function signInNotices() {
  const { body } = await api.call<Answer<{ ongoing_maintenance_messages: string[]; upcoming_maintenance_messages: string[] }>>('login', {
    username: 'staff',
    password,
  });
  return { ongoing: body.data.ongoing_maintenance_messages, upcoming: body.data.upcoming_maintenance_messages };
}

describe('maintenance notices', () => {
  it('[maintenance-access] only the super admin lists, creates, updates and deletes notices (403 for anyone else)', async () => {
    for (const who of ['csmanager', 'staff', 'reportaccess']) {
      expect((await api.call('listMaintenance', undefined, await token(who))).status).toBe(403);
      expect((await api.call('createMaintenance', { start_date_time: now() + 600, message: 'x' }, await token(who))).status).toBe(403);
      expect((await api.call('deleteMaintenance', undefined, await token(who), { id: 1 })).status).toBe(403);
    }
    expect((await api.call('listMaintenance')).status).toBe(401);
    expect((await api.call('listMaintenance', undefined, await token('superadmin'))).status).toBe(200);
  });

  it('[maintenance-calls] [maintenance-default-duration] [maintenance-list] creates with POST (10 minutes by default), updates with PUT, lists and deletes with DELETE', async () => {
    const admin = await token('superadmin');
    const created = await api.call<Answer<Notice>>('createMaintenance', { start_date_time: now() + 3600, message: 'Database upgrade' }, admin);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ message: 'Database upgrade', duration_minutes: 10, active: true, is_indefinitely: false, procedure_type_id: null });
    const id = created.body.data.id;
    const updated = await api.call<Answer<Notice>>(
      'updateMaintenance',
      { start_date_time: now() + 7200, duration_minutes: 45, message: 'Database upgrade, longer', procedure_type_id: 2 },
      admin,
      { id },
    );
    expect(updated.body.data).toMatchObject({ id, duration_minutes: 45, message: 'Database upgrade, longer', procedure_type_id: 2 });
    const listed = await api.call<Answer<Notice[]>>('listMaintenance', undefined, admin);
    expect(listed.body.data.find((row) => row.id === id)?.message).toBe('Database upgrade, longer');
    expect((await api.call('deleteMaintenance', undefined, admin, { id })).status).toBe(200);
    const after = await api.call<Answer<Notice[]>>('listMaintenance', undefined, admin);
    expect(after.body.data.some((row) => row.id === id)).toBe(false);
    expect((await api.call('deleteMaintenance', undefined, admin, { id })).status).toBe(404);
  });

  it('[maintenance-start-not-past] refuses a new notice that starts before the current minute, to the minute, with the inline message', async () => {
    const admin = await token('superadmin');
    const minuteStart = Math.floor(now() / 60) * 60;
    const past = await api.call<ErrorBody>('createMaintenance', { start_date_time: minuteStart - 60, message: 'Too late' }, admin);
    expect(past.status).toBe(422);
    expect(past.body.form_error).toEqual({ name: 'start_date_time', message: 'Start date cannot be in the past when creating a new maintenance' });
    // Earlier in the current minute is not the past at minute precision.
    const sameMinute = await api.call<Answer<Notice>>('createMaintenance', { start_date_time: minuteStart, message: 'This minute' }, admin);
    expect(sameMinute.status).toBe(200);
    // An existing notice whose start has passed may still be edited.
    api.clock.advance(3 * 60_000);
    const edited = await api.call<Answer<Notice>>('updateMaintenance', { start_date_time: minuteStart, message: 'Still on', duration_minutes: 30 }, admin, {
      id: sameMinute.body.data.id,
    });
    expect(edited.status).toBe(200);
    await api.call('deleteMaintenance', undefined, admin, { id: sameMinute.body.data.id });
  });

  it('[maintenance-default-duration] [maintenance-procedure-type] stores an indefinite notice with duration 0, and only null, 1 (ortho) or 2 (cardiac) as patient type', async () => {
    const admin = await token('superadmin');
    const indefinite = await api.call<Answer<Notice>>(
      'createMaintenance',
      { start_date_time: now() + 60, message: 'Forever', duration_minutes: 25, is_indefinitely: true, procedure_type_id: 1 },
      admin,
    );
    expect(indefinite.body.data).toMatchObject({ duration_minutes: 0, is_indefinitely: true, procedure_type_id: 1 });
    const wrongType = await api.call('createMaintenance', { start_date_time: now() + 60, message: 'Bad', procedure_type_id: 3 }, admin);
    expect(wrongType.status).toBe(422);
    const noDuration = await api.call<ErrorBody>('createMaintenance', { start_date_time: now() + 60, message: 'Zero', duration_minutes: 0 }, admin);
    expect(noDuration.body.form_error?.name).toBe('duration_minutes');
    await api.call('deleteMaintenance', undefined, admin, { id: indefinite.body.data.id });
  });

  it('[maintenance-at-sign-in] the login response carries ongoing and upcoming active notices; an indefinite one never ends, ended and inactive ones are left out', async () => {
    const admin = await token('superadmin');
    const start = now() + 120;
    const make = async (body: Record<string, unknown>) =>
      (await api.call<Answer<Notice>>('createMaintenance', { start_date_time: start, ...body }, admin)).body.data.id;
    const timed = await make({ message: 'Timed window', duration_minutes: 10 });
    const forever = await make({ message: 'Forever window', is_indefinitely: true });
    const inactive = await make({ message: 'Inactive window', active: false });
    expect((await signInNotices()).upcoming).toEqual(expect.arrayContaining(['Timed window', 'Forever window']));
    expect((await signInNotices()).upcoming).not.toContain('Inactive window');
    api.clock.advance(5 * 60_000);
    const during = await signInNotices();
    expect(during.ongoing).toEqual(expect.arrayContaining(['Timed window', 'Forever window']));
    api.clock.advance(60 * 60_000);
    const after = await signInNotices();
    expect(after.ongoing).toContain('Forever window');
    expect([...after.ongoing, ...after.upcoming]).not.toContain('Timed window');
    for (const id of [timed, forever, inactive]) await api.call('deleteMaintenance', undefined, admin, { id });
    api.clock.set(testStart);
  });
});

describe('study groups', () => {
  it('[study-groups-page] [study-groups-add-warning] the super admin and the CS manager add a group by name; a taken name is refused on the name field', async () => {
    const added = await api.call<Answer<{ id: number; name: string }>>('createStudyGroup', { name: 'Pilot 2026' }, await token('csmanager'));
    expect(added.body.data.name).toBe('Pilot 2026');
    const listed = await api.call<Answer<Array<{ id: number; name: string }>>>('queryStudyGroups', {}, await token('superadmin'));
    expect(listed.body.data.map((row) => row.name)).toContain('Pilot 2026');
    const again = await api.call<ErrorBody>('createStudyGroup', { name: 'pilot 2026' }, await token('superadmin'));
    expect(again.status).toBe(422);
    expect(again.body.form_error).toEqual({ name: 'name', message: message('studyGroupNameTaken') });
    expect((await api.call('createStudyGroup', { name: 'Not mine' }, await token('staff'))).status).toBe(403);
  });

  it('[study-groups-delete] only the super admin deletes a study group (403 for the CS manager); a group with patients stays', async () => {
    const added = await api.call<Answer<{ id: number }>>('createStudyGroup', { name: 'Short lived' }, await token('superadmin'));
    const id = added.body.data.id;
    expect((await api.call('deleteStudyGroup', undefined, await token('csmanager'), { id })).status).toBe(403);
    expect((await api.call('deleteStudyGroup', undefined, await token('superadmin'), { id })).status).toBe(200);
    expect((await api.call('deleteStudyGroup', undefined, await token('superadmin'), { id })).status).toBe(404);
  });
});

describe('e-document links', () => {
  it('[e-documents-table] [e-documents-edit-save] lists name, description and url, and PUT general_form/{id} saves them', async () => {
    const manager = await token('csmanager');
    const listed = await api.call<Answer<Array<{ id: number; name: string; description: string; url: string }>>>('queryGeneralForms', {}, manager);
    const first = listed.body.data[0]!;
    expect(first).toMatchObject({ id: 1, name: 'Patient Caregiver Agreement' });
    expect(first.url).toMatch(/^https:\/\//);
    const saved = await api.call<Answer<{ url: string; description: string }>>(
      'updateGeneralForm',
      { name: 'Patient Caregiver Agreement', description: 'New text', url: 'https://example.org/caregiver.pdf' },
      manager,
      { id: 1 },
    );
    expect(saved.body.data).toMatchObject({ description: 'New text', url: 'https://example.org/caregiver.pdf' });
    const bad = await api.call<ErrorBody>('updateGeneralForm', { name: 'X', description: '', url: 'ftp://nope' }, manager, { id: 1 });
    expect(bad.body.form_error).toEqual({ name: 'url', message: message('eDocumentUrl') });
  });

  it('[e-documents-access] only the CS manager and the super admin save links (403 for others)', async () => {
    const body = { name: 'KOOS Survey', description: '', url: '' };
    expect((await api.call('updateGeneralForm', body, await token('cssenior'), { id: 3 })).status).toBe(403);
    expect((await api.call('updateGeneralForm', body, await token('staff'), { id: 3 })).status).toBe(403);
    expect((await api.call('updateGeneralForm', body, await token('superadmin'), { id: 3 })).status).toBe(200);
  });
});

describe('admin configuration', () => {
  it('[config-page] [config-save-whole-list] lists key/value entries and saves the whole list, answering the list as stored', async () => {
    const admin = await token('superadmin');
    const listed = await api.call<Answer<Array<{ id: number; key: string; value: string }>>>('getAdminConfig', undefined, admin);
    expect(listed.body.data.length).toBeGreaterThan(1);
    const changed = listed.body.data.map((entry) => (entry.key === 'support_phone' ? { ...entry, value: '1-800-555-0100' } : entry));
    const saved = await api.call<Answer<Array<{ key: string; value: string }>>>('updateAdminConfig', changed, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(changed);
    const unknown = await api.call('updateAdminConfig', [{ id: 9999, key: 'nothing', value: '' }], admin);
    expect(unknown.status).toBe(422);
  });

  it('[config-access] only the super admin reads and saves the configuration (403 for the CS manager)', async () => {
    expect((await api.call('getAdminConfig', undefined, await token('csmanager'))).status).toBe(403);
    expect((await api.call('updateAdminConfig', [], await token('csmanager'))).status).toBe(403);
  });
});
