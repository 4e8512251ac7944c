// Stored files over the real HTTP server (issue 9, item 9): `/files/<key>` serves a file only at
// the short-lived signed address that an authorized operation handed out — a licence document
// through get_credential_url, a team member's picture through the member's record — and refuses
// unsigned, expired, tampered and other files' addresses in the documented `{message}` shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedSignIn } from './harness/signIn';
import { pngImage } from './harness/pngImage';
import { startApiServer, type ApiServer } from './harness/startApiServer';

let api: ApiServer;
let token = cachedSignIn(() => api);

/** Moves the manual clock; the access tokens signed in before may have expired, so sign in anew. */
function advance(ms: number): void {
  api.clock.advance(ms);
  token = cachedSignIn(() => api);
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 180_000);
afterAll(async () => {
  await api.close();
});

/** Saves a licence document for pma in `state` (as pmm) and answers its reference. */
async function licenceReference(state: string): Promise<string> {
  const [pma] = await api.db.query<{ id: number }>("select id from users where username = 'pma'");
  const form = new FormData();
  const fields = { user_id: String(pma?.id), state, certification_number: `${state}-7`, effective_date: '2026-01-01', expiration_date: '2027-01-01' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'licence.pdf');
  const response = await api.fetch('/api/license', { method: 'POST', headers: { authorization: `Bearer ${await token('pmm')}` }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** The signed address of a licence document, as get_credential_url answers it to `who`. */
async function documentAddress(reference: string, who = 'pms'): Promise<string> {
  const { status, body } = await api.call<{ data: { url: string } }>('getCredentialUrl', { url: reference }, await token(who));
  expect(status).toBe(200);
  return body.data.url;
}

async function get(url: string) {
  const response = await api.fetch(url);
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    type,
    body: type.startsWith('application/json') ? ((await response.json()) as unknown) : Buffer.from(await response.arrayBuffer()),
  };
}

const invalid = { message: 'This file link is not valid. Open the file again from the portal.' };
const expired = { message: 'This file link has expired. Open the file again from the portal.' };

describe('/files/<key> serves only signed, short-lived addresses', () => {
  it('serves a licence document at the address get_credential_url answers, privately cached until it expires', async () => {
    const address = await documentAddress(await licenceReference('WA'));
    expect(address).toMatch(/^\/files\/licences\/\d+-WA-[0-9a-f]+\.pdf\?expires=\d+&signature=[\w-]+$/);
    const served = await get(address);
    expect(served.status).toBe(200);
    expect(served.type).toBe('application/pdf');
    expect(served.body).toEqual(pdf);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.cacheControl ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15 * 60);
    expect(maxAge).toBeLessThanOrEqual(15 * 60 + 75);
  });

  it('refuses the file without a signature (the address of before), with a tampered one, and with another file\'s', async () => {
    const address = await documentAddress(await licenceReference('OR'));
    const other = await documentAddress(await licenceReference('NV'));
    const [path, query] = address.split('?') as [string, string];
    const [otherPath, otherQuery] = other.split('?') as [string, string];
    expect(await get(path)).toMatchObject({ status: 403, body: invalid, cacheControl: 'no-store' });
    const signature = new URLSearchParams(query).get('signature') ?? '';
    const expires = Number(new URLSearchParams(query).get('expires'));
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await get(`${path}?expires=${String(expires)}&signature=${flipped}`)).toMatchObject({ status: 403, body: invalid });
    // A later expiry under the same signature is a forgery, not an extension.
    expect(await get(`${path}?expires=${String(expires + 86_400)}&signature=${signature}`)).toMatchObject({ status: 403, body: invalid });
    // One file's signature opens no other file.
    expect(await get(`${otherPath}?${query}`)).toMatchObject({ status: 403, body: invalid });
    expect(await get(`${path}?${otherQuery}`)).toMatchObject({ status: 403, body: invalid });
    expect((await get(address)).status).toBe(200);
  });

  it('refuses a document address once its 15 minutes are over; asking again gives a fresh one', async () => {
    const reference = await licenceReference('ID');
    const address = await documentAddress(reference);
    advance(minutes(14));
    expect((await get(address)).status).toBe(200);
    advance(minutes(3));
    expect(await get(address)).toMatchObject({ status: 403, body: expired });
    expect((await get(await documentAddress(reference))).status).toBe(200);
  });

  it('answers a signed address of a file that is gone 404', async () => {
    const reference = await licenceReference('UT');
    const address = await documentAddress(reference);
    const [licence] = await api.db.query<{ id: number }>('select id from monitor_licenses where file_key = $1', [reference]);
    expect((await api.call('deleteLicense', undefined, await token('pmm'), { id: licence?.id ?? 0 })).status).toBe(200);
    expect(await get(address)).toMatchObject({ status: 404, body: { message: 'Not found.' } });
  });

  it('gives no document address to a caller who may not see licences', async () => {
    const reference = await licenceReference('MT');
    for (const who of ['staff', 'csmanager']) {
      const { status, body } = await api.call<{ data?: unknown }>('getCredentialUrl', { url: reference }, await token(who));
      expect(status).toBe(403);
      expect(body.data).toBeUndefined();
    }
    expect((await api.call('getCredentialUrl', { url: reference })).status).toBe(401);
  });

  it('[picture-calls] keeps a team member\'s picture address valid for 12 hours, for the lists that show it', async () => {
    const [member] = await api.db.query<{ id: number }>("select id from practice_team_members where last_name = 'Tanaka' and not archived");
    const form = new FormData();
    form.append('id', String(member?.id));
    const png = pngImage(220, 220);
    form.append('profile_picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
    const uploaded = await api.fetch('/api/practice_team_member/create_profile_picture', { method: 'POST', headers: { authorization: `Bearer ${await token('surgicalcenter')}` }, body: form });
    expect(uploaded.status).toBe(200);
    const { status, body } = await api.call<{ data: { profile_picture_url: string } }>('getTeamMember', undefined, await token('surgicalcenter'), { id: member?.id ?? 0 });
    expect(status).toBe(200);
    const address = body.data.profile_picture_url;
    expect(await get(address)).toMatchObject({ status: 200, type: 'image/png', body: png });
    // Someone of another practice does not see the member, so gets no address of the picture.
    expect((await api.call('getTeamMember', undefined, await token('surgeon'), { id: member?.id ?? 0 })).status).toBe(404);
    advance(minutes(11 * 60));
    expect((await get(address)).status).toBe(200);
    advance(minutes(2 * 60));
    expect(await get(address)).toMatchObject({ status: 403, body: expired });
  });
});
