// Firmware, Manage App Versions and User Guides over HTTP (document 3, sections 2.5-2.8, 4, 5,
// 6 and 7.3-7.4) on a real seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn, signInWithCode } from './harness/signIn';

let api: ApiServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  api = await startApiServer({ patients: 20 });
  admin = await signInWithCode(api, 'superadmin');
  manager = await signIn(api, 'csmanager');
}, 120_000);

afterAll(async () => {
  await api.close();
});

const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.4\n% guide\n%%EOF\n')], { type: 'application/pdf' });

async function upload(path: string, fields: Record<string, string | Blob>, token = admin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, name === 'firmware' ? 'image.bin' : 'guide.pdf');
    else form.append(name, value);
  }
  const response = await api.fetch(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; message?: string; validation_errors?: Record<string, string[]> } };
}

interface FirmwareType {
  id: number;
  name: string;
  updated_device_count: number;
  needs_update_device_count: number;
  latest_active_version: string | null;
}
interface Firmware {
  id: number;
  firmware_type: { id: number };
  version_number: string;
  active: number;
  test: number;
  archived: number;
  file: string | null;
}

const firmwareQuery = { columns: ['archived'], search: 0, limit: 5000 };

describe('firmware', () => {
  it('[firmware-access] [app-versions-access] only the super admin may call firmware and app version operations', async () => {
    expect((await api.call('queryFirmwareTypes', {}, manager)).status).toBe(403);
    expect((await api.call('queryFirmware', firmwareQuery, manager)).status).toBe(403);
    expect((await api.call('getPatientAppVersions', undefined, manager, { id: 1 })).status).toBe(403);
    expect((await upload('/api/firmware', { firmware_type_id: '7', version_number: '9.9.9', firmware: pdf() }, manager)).status).toBe(403);
    expect((await api.call('queryFirmwareTypes', {}, admin)).status).toBe(200);
  });

  it('[firmware-type-names] [firmware-device-counts] each type carries real device counts; type 3 is EAP Controller and 4 AccuPedals', async () => {
    const { body } = await api.call<{ data: FirmwareType[] }>('queryFirmwareTypes', {}, admin);
    const byId = new Map(body.data.map((type) => [type.id, type]));
    expect(byId.get(3)?.name).toBe('EAP Controller');
    expect(byId.get(4)?.name).toBe('AccuPedals');
    const accuAngle = byId.get(7);
    const [counts] = await api.db.query<{ updated: number; total: number }>(
      `select count(*) filter (where firmware_version = '1.1.0')::int as updated, count(*)::int as total from devices where device_type_id = 4`,
    );
    expect(accuAngle?.latest_active_version).toBe('1.1.0');
    expect(accuAngle?.updated_device_count).toBe(counts?.updated);
    expect(accuAngle?.needs_update_device_count).toBe((counts?.total ?? 0) - (counts?.updated ?? 0));
    expect(accuAngle?.needs_update_device_count).toBeGreaterThan(0);
  });

  it('[firmware-query-limit] [firmware-version-order] versions load without archived ones, active first, then by number without dots', async () => {
    for (const version of ['1.10.0', '1.9.5']) {
      expect((await upload('/api/firmware', { firmware_type_id: '8', version_number: version, active: '0', test: '0', archived: '0', firmware: pdf() })).status).toBe(200);
    }
    const { status, body } = await api.call<{ data: Firmware[] }>('queryFirmware', firmwareQuery, admin);
    expect(status).toBe(200);
    const versions = body.data.filter((row) => row.firmware_type.id === 8).map((row) => `${row.version_number}${row.active ? '*' : ''}`);
    expect(versions).toEqual(['1.1.0*', '1.10.0', '1.9.5', '1.2.0', '1.0.0']);
    expect(body.data.every((row) => row.archived === 0)).toBe(true);
  });

  it('[firmware-upload-call] [firmware-upload-required] an upload needs the version number and the file; the file is stored', async () => {
    const missing = await upload('/api/firmware', { firmware_type_id: '7', active: '0', test: '0', archived: '0' });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ version_number: ['Version Number is required.'], firmware: ['Firmware File is required.'] });
    const bad = await upload('/api/firmware', { firmware_type_id: '7', version_number: 'v2', firmware: pdf() });
    expect(bad.body.message).toBe('The version number must be digits separated by dots, e.g. 1.2.0.');
    const done = await upload('/api/firmware', { firmware_type_id: '7', version_number: '2.0.0', active: '0', test: '0', archived: '0', firmware: pdf() });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ version_number: '2.0.0', active: 0, test: 0, archived: 0, firmware_type: { id: 7, name: 'AccuAngle' } });
    const file = await api.fetch(String(done.body.data?.file));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('%PDF');
    const again = await upload('/api/firmware', { firmware_type_id: '7', version_number: '2.0.0', firmware: pdf() });
    expect(again.body.message).toBe('This firmware type already has version 2.0.0.');
  });

  it('accepts a firmware image larger than a picture, and keeps it whole', async () => {
    // Real firmware images run to megabytes: the 1 MB limit of pictures does not apply to them.
    const image = new Uint8Array(3 * 1_048_576).map((_, index) => index % 251);
    const done = await upload('/api/firmware', { firmware_type_id: '7', version_number: '2.5.0', active: '0', test: '0', archived: '0', firmware: new Blob([image]) });
    expect(done.status).toBe(200);
    const stored = new Uint8Array(await (await api.fetch(String(done.body.data?.file))).arrayBuffer());
    expect(stored.length).toBe(image.length);
    expect(stored[1000]).toBe(1000 % 251);
  });

  it('[firmware-upload-disabled-types] types 4 and 6 refuse uploads', async () => {
    for (const type of ['4', '6']) {
      const refused = await upload('/api/firmware', { firmware_type_id: type, version_number: '5.0.0', firmware: pdf() });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Firmware of this type cannot be uploaded.');
    }
  });

  it('[firmware-flag-values] [firmware-flags-exclusive] [firmware-flag-off] [firmware-archive-blocked] [firmware-archive-effect] [firmware-flag-meaning] flags change by the rules, on the server', async () => {
    const made = await upload('/api/firmware', { firmware_type_id: '9', version_number: '3.0.0', firmware: pdf() });
    const id = Number(made.body.data?.id);
    const patch = (flags: { active: number; test: number; archived: number }) =>
      api.call<{ data: Firmware; message?: string }>('updateFirmware', { firmware_type_id: 9, version_number: '3.0.0', ...flags }, admin, { id });
    expect((await patch({ active: 0, test: 1, archived: 0 })).body.data).toMatchObject({ active: 0, test: 1 });
    expect((await patch({ active: 1, test: 0, archived: 0 })).body.data).toMatchObject({ active: 1, test: 0 });
    // An active version is the latest active one: the devices on 1.1.0 now need an update.
    const types = await api.call<{ data: FirmwareType[] }>('queryFirmwareTypes', {}, admin);
    const thigh = types.body.data.find((type) => type.id === 9);
    expect(thigh?.latest_active_version).toBe('3.0.0');
    expect(thigh?.updated_device_count).toBe(0);
    expect((await patch({ active: 1, test: 1, archived: 0 })).status).toBe(422);
    expect((await patch({ active: 2, test: 0, archived: 0 })).status).toBe(422);
    const blocked = await patch({ active: 0, test: 0, archived: 1 });
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe('An active or test firmware version cannot be archived.');
    expect((await patch({ active: 0, test: 0, archived: 0 })).body.data).toMatchObject({ active: 0, test: 0, archived: 0 });
    expect((await patch({ active: 0, test: 0, archived: 1 })).body.data).toMatchObject({ active: 0, test: 0, archived: 1 });
    const listed = await api.call<{ data: Firmware[] }>('queryFirmware', firmwareQuery, admin);
    expect(listed.body.data.some((row) => row.id === id)).toBe(false);
  });

  it("[firmware-device-status] each device of a type reads 'Updated' on the latest active version, else 'Needs update'", async () => {
    const { body } = await api.call<{ data: { firmware_version: string | null; firmware_status: string }[] }>('queryFirmwareDevices', undefined, admin, { id: 7 });
    expect(body.data.length).toBeGreaterThan(0);
    for (const device of body.data) expect(device.firmware_status).toBe(device.firmware_version === '1.1.0' ? 'Updated' : 'Needs update');
    expect(new Set(body.data.map((device) => device.firmware_status))).toEqual(new Set(['Updated', 'Needs update']));
  });
});

describe('patient app versions', () => {
  it('[app-versions-calls] [app-versions-form-names] [app-versions-fields] settings load by type and save with the form names', async () => {
    const ortho = await api.call<{ data: Record<string, unknown> }>('getPatientAppVersions', undefined, admin, { id: 1 });
    expect(ortho.body.data).toMatchObject({ patient_app_type: { id: 1, name: 'Ortho' }, minimum_required_version: '3.30.0', latest_version: '3.33.0' });
    const saved = await api.call<{ data: Record<string, unknown> }>(
      'savePatientAppVersions',
      { patientAppType: 2, minAppVersion: '1.0.0', latestVersion: '1.2.0', appCheckFrequency: 60, sessionAllowedCheckFrequency: 30, noSessionAllowed: true, noSessionAllowedMessage: 'Sessions paused' },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      patient_app_type: { id: 2, name: 'Cardiac' },
      minimum_required_version: '1.0.0',
      latest_version: '1.2.0',
      app_version_check_time: 60,
      session_allowed_check_time: 30,
      no_session_allowed_flag: true,
      no_session_allowed_message: 'Sessions paused',
    });
    const bad = await api.call('savePatientAppVersions', { patientAppType: 2, minAppVersion: 'x', latestVersion: '1', appCheckFrequency: -1, sessionAllowedCheckFrequency: 0, noSessionAllowed: false }, admin);
    expect(bad.status).toBe(422);
  });

  it('[app-versions-fallback] a type without settings answers null (the portal shows zeros)', async () => {
    await api.db.query('delete from patient_app_versions where patient_app_type_id = 2');
    const { status, body } = await api.call<{ data: unknown }>('getPatientAppVersions', undefined, admin, { id: 2 });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });
});

describe('user guides', () => {
  it('[user-guides-upload-call] [user-guides-fields] [user-guides-pdf-only] [user-guides-query-limit] upload a PDF with roles, list it, open it for the role, delete it', async () => {
    expect((await upload('/api/upload_user_guide', { version: '1.0.0' })).body.validation_errors).toEqual({ user_guide: ['User Guide is required.'] });
    const notPdf = await upload('/api/upload_user_guide', { user_guide: new Blob(['hello'], { type: 'text/plain' }) });
    expect(notPdf.body.message).toBe('The user guide must be a PDF file.');
    const made = await upload('/api/upload_user_guide', { user_guide: pdf(), user_roles: '8,40' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ file_name: 'guide.pdf', version: '1.0.0', role_names: 'Customer Service Manager, Surgeon' });
    const id = Number(made.body.data?.id);
    const listed = await api.call<{ data: { id: number }[] }>('queryUserGuides', { limit: 200 }, admin);
    expect(listed.body.data.map((guide) => guide.id)).toContain(id);
    expect((await api.call('queryUserGuides', { limit: 201 }, admin)).status).toBe(422);
    expect((await api.call('queryUserGuides', {}, manager)).status).toBe(403);

    const current = await api.call<{ data: { url: string } }>('getCurrentUserGuide', { user_role: 8 }, manager);
    expect(current.status).toBe(200);
    expect((await api.fetch(current.body.data.url)).headers.get('content-type')).toBe('application/pdf');
    expect((await api.call('getCurrentUserGuide', { user_role: 1 }, manager)).body).toMatchObject({ message: 'Only the user guide of your own role can be opened.' });

    expect((await api.call('deleteUserGuide', undefined, admin, { id })).status).toBe(200);
    const gone = await api.call<{ message: string }>('getCurrentUserGuide', { user_role: 8 }, manager);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('No user guide is available for your role.');
  });

  it('[user-guides-menu-open] any signed-in user asks for the guide of their own role', async () => {
    const staff = await signIn(api, 'staff');
    const made = await upload('/api/upload_user_guide', { user_guide: pdf(), version: '2.0.0', user_roles: '[50]' });
    expect(made.status).toBe(200);
    const { body } = await api.call<{ data: { url: string; version: string } }>('getCurrentUserGuide', { user_role: 50 }, staff);
    expect(body.data.version).toBe('2.0.0');
    expect(body.data.url).toMatch(/^\/files\/user-guides\/[0-9a-f]+\.pdf\?expires=\d+&signature=[\w-]+$/);
  });
});
