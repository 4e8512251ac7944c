// Patient Monitoring Licenses over the real HTTP server (document 3, sections 3, 5, 6 and 7.6):
// who sees the therapists and their licences, who saves and deletes them under each reading of
// the spec (LICENCE_EDITORS), multipart saves with a PDF or an image, and the document address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { cachedSignIn } from './harness/signIn';
import { pngImage } from './harness/pngImage';
import { startApiServer, type ApiServer } from './harness/startApiServer';

type Therapist = components['schemas']['MonitorTherapist'];
type Licence = components['schemas']['MonitorLicense'];

let api: ApiServer;
let strict: ApiServer;
const token = cachedSignIn(() => api);
const strictToken = cachedSignIn(() => strict);

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function therapistId(server: ApiServer, username: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select id from users where username = $1', [username]);
  return row?.id ?? 0;
}

/** A multipart POST license. */
async function saveLicence(server: ApiServer, bearer: string, fields: Record<string, string | number>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await server.fetch('/api/license', { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, body: form });
  return { status: response.status, body: (await response.json()) as { data: Licence; message?: string; form_error?: { name: string; message: string } } };
}

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
  strict = await startApiServer({ patients: 0, config: { licenceEditors: 'superAdmin' } });
}, 180_000);
afterAll(async () => {
  await api.close();
  await strict.close();
});

describe('monitor licences', () => {
  it('[licences-view-who] [licences-layout] lists the monitoring therapists with their licences for the monitoring roles and the super admin', async () => {
    for (const who of ['superadmin', 'pms', 'pmm', 'pma']) {
      const { status, body } = await api.call<{ data: Therapist[] }>('listSpecialistsWithLicenses', undefined, await token(who));
      expect(status).toBe(200);
      expect(body.data.map((row) => row.username)).toEqual(expect.arrayContaining(['pma', 'pmm', 'pms']));
      const pms = body.data.find((row) => row.username === 'pms');
      expect(pms?.monitor_licenses?.map((licence) => licence.state).sort()).toEqual(['CA', 'FL', 'NY', 'TX']);
      expect(pms?.monitor_type_id).toBe(1);
    }
    const plain = await api.call<{ data: Therapist[] }>('listMonitoringTherapists', undefined, await token('pmm'));
    expect(plain.body.data.every((row) => row.monitor_licenses === undefined)).toBe(true);
    for (const who of ['csmanager', 'staff', 'rtmconfig']) {
      expect((await api.call('listSpecialistsWithLicenses', undefined, await token(who))).status).toBe(403);
      expect((await api.call('listMonitoringTherapists', undefined, await token(who))).status).toBe(403);
    }
  });

  it('[licences-calls] [licences-upload-types] [licences-state-preset] saves a licence with a PDF for a state, opens its document and deletes it', async () => {
    const bearer = await token('pmm');
    const userId = await therapistId(api, 'pma');
    const saved = await saveLicence(
      api,
      bearer,
      { user_id: userId, state: 'WA', certification_number: 'WA-1', effective_date: '2026-01-01', expiration_date: '2027-06-30' },
      { bytes: pdf, name: 'licence.pdf', type: 'application/pdf' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ state: 'WA', certification_number: 'WA-1', effective_date: '2026-01-01', expiration_date: '2027-06-30' });
    const url = saved.body.data.url ?? '';
    const address = await api.call<{ data: { url: string } }>('getCredentialUrl', { url }, await token('pms'));
    expect(address.status).toBe(200);
    const document = await api.fetch(address.body.data.url);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await document.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    // A second save of the same state replaces it (one licence per state), keeping the document.
    const again = await saveLicence(api, bearer, { user_id: userId, state: 'WA', certification_number: 'WA-2', effective_date: '2026-01-01', expiration_date: '2027-07-31' });
    expect(again.body.data).toMatchObject({ id: saved.body.data.id, certification_number: 'WA-2', url });
    const image = await saveLicence(
      api,
      bearer,
      { user_id: userId, state: 'OR', certification_number: 'OR-1', effective_date: '2026-01-01', expiration_date: '2027-01-01' },
      { bytes: pngImage(4, 4), name: 'licence.png', type: 'image/png' },
    );
    expect(image.status).toBe(200);
    const deleted = await api.call('deleteLicense', undefined, bearer, { id: saved.body.data.id });
    expect(deleted.status).toBe(200);
    expect((await api.call('getCredentialUrl', { url }, bearer)).status).toBe(404);
  });

  it('[licences-upload-types] refuses a document that is neither a PDF nor an image', async () => {
    const { status, body } = await saveLicence(
      api,
      await token('superadmin'),
      { user_id: await therapistId(api, 'pms'), state: 'NV', certification_number: 'NV-1', effective_date: '2026-01-01', expiration_date: '2027-01-01' },
      { bytes: Buffer.from('just text'), name: 'licence.txt', type: 'text/plain' },
    );
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'file', message: 'The licence document must be a PDF or an image.' });
  });

  it('[licences-save-who] lets the super admin and the monitoring manager save and delete by default, nobody else', async () => {
    const userId = await therapistId(api, 'pms');
    const fields = { user_id: userId, state: 'ME', certification_number: 'ME-1', effective_date: '2026-01-01', expiration_date: '2027-01-01' };
    for (const who of ['pms', 'pma', 'csmanager']) {
      expect((await saveLicence(api, await token(who), fields)).status).toBe(403);
    }
    const [seeded] = await api.db.query<{ id: number }>("select id from monitor_licenses where state = 'TX'");
    expect((await api.call('deleteLicense', undefined, await token('pms'), { id: seeded?.id ?? 0 })).status).toBe(403);
    expect((await saveLicence(api, await token('superadmin'), fields)).status).toBe(200);
    const flags = await api.call<{ data: Therapist[] }>('listSpecialistsWithLicenses', undefined, await token('pms'));
    expect(flags.body.data[0]?.can_edit_licenses).toBe(false);
  });

  it('[licences-save-who] under the super-admin-only reading refuses the monitoring manager (403)', async () => {
    const userId = await therapistId(strict, 'pms');
    const fields = { user_id: userId, state: 'VT', certification_number: 'VT-1', effective_date: '2026-01-01', expiration_date: '2027-01-01' };
    expect((await saveLicence(strict, await strictToken('pmm'), fields)).status).toBe(403);
    const [seeded] = await strict.db.query<{ id: number }>("select id from monitor_licenses where state = 'TX'");
    expect((await strict.call('deleteLicense', undefined, await strictToken('pmm'), { id: seeded?.id ?? 0 })).status).toBe(403);
    expect((await saveLicence(strict, await strictToken('superadmin'), fields)).status).toBe(200);
    const flags = await strict.call<{ data: Therapist[] }>('listSpecialistsWithLicenses', undefined, await strictToken('pmm'));
    expect(flags.body.data[0]?.can_edit_licenses).toBe(false);
  });

  it('[licences-popup] refuses a licence whose state, dates or therapist are wrong', async () => {
    const bearer = await token('superadmin');
    const base = { user_id: await therapistId(api, 'pms'), state: 'IA', certification_number: 'IA-1', effective_date: '2026-01-01', expiration_date: '2027-01-01' };
    expect((await saveLicence(api, bearer, { ...base, state: 'XX' })).status).toBe(422);
    expect((await saveLicence(api, bearer, { ...base, expiration_date: 'soon' })).status).toBe(422);
    expect((await saveLicence(api, bearer, { ...base, expiration_date: '2025-01-01' })).body.form_error?.name).toBe('expiration_date');
    expect((await saveLicence(api, bearer, { ...base, user_id: await therapistId(api, 'staff') })).status).toBe(404);
  });
});
