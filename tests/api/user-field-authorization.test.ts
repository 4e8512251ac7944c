// Every field of a user update is authorized against who may manage whom (document 1, section 6,
// "User Management"; issue 9, item 2): the account takeover of a monitoring manager who set the
// CS manager's password and e-mail through PATCH user/{id}, and its neighbours. Each case reads
// the stored user back and signs in with the old password, so a refusal that still wrote
// something fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn, password } from './harness/signIn';

type UserDetail = components['schemas']['UserDetail'];
interface Answer<T> {
  status: number;
  body: { data: T; message?: string; form_error?: { name: string; message: string } };
}
interface StoredUser {
  username: string;
  email: string | null;
  first_name: string;
  role_id: number;
  password_hash: string;
  archived: boolean;
}

let api: ApiServer;
const token = cachedSignIn(() => api);
const specialistPassword = 'Valid#Pass2026';

async function request<T>(method: string, path: string, who: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${await token(who)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const update = (who: string, id: number, body: unknown) => request<UserDetail>('PATCH', `/user/${id}`, who, body);

async function stored(id: number): Promise<StoredUser> {
  const [row] = await api.db.query<StoredUser>(
    'select username, email, first_name, role_id, password_hash, archived from users where id = $1',
    [id],
  );
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function userId(username: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from users where username = $1', [username]);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

const signsIn = async (username: string, secret: string) => (await api.call('login', { username, password: secret })).status === 200;

let serial = 0;
/** A fresh monitoring specialist (role 14), made by the CS manager. */
async function newSpecialist(): Promise<number> {
  serial += 1;
  const made = await request<UserDetail>('POST', '/user', 'csmanager', {
    user_role_id: 14,
    username: `fieldauth${String(serial)}`,
    password: specialistPassword,
    user_monitor_type: 1,
    first_name: 'Field',
    last_name: 'Auth',
    credentials: 'RN',
  });
  if (made.status !== 200) throw new Error(`could not create a specialist: ${JSON.stringify(made.body)}`);
  return made.body.data.id;
}

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('the monitoring manager and the CS manager account (the reported takeover)', () => {
  it('[user-monitoring-manager-roles] refuses pmm every field of csmanager, and stores nothing', async () => {
    const id = await userId('csmanager');
    const before = await stored(id);
    const attempts: [string, Record<string, unknown>][] = [
      ['password', { password: 'Taken#Over2026', confirm_password: 'Taken#Over2026' }],
      ['email', { email: 'attacker@example.com' }],
      ['username', { username: 'csmanager2' }],
      ['role', { user_role_id: 14, user_monitor_type: 1, first_name: 'A', last_name: 'B', credentials: 'C' }],
      ['first name', { first_name: 'Mallory' }],
    ];
    for (const [field, body] of attempts) {
      const { status, body: answer } = await update('pmm', id, body);
      expect(status, field).toBe(403);
      expect(answer, field).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await stored(id)).toEqual(before);
    expect(await signsIn('csmanager', password)).toBe(true);
    expect(await signsIn('csmanager', 'Taken#Over2026')).toBe(false);
  });

  // Issue 25 finding 1: the e-mail and the username receive the reset link, so they follow the
  // password's rule (tests/api/account-takeover.test.ts).
  it('lets pmm edit a monitoring specialist\'s profile fields but never set their password', async () => {
    const id = await newSpecialist();
    const edited = await update('pmm', id, { first_name: 'Edited', credentials: 'LPN', user_monitor_type: 2, user_role_id: 16 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ first_name: 'Edited', credentials: 'LPN', user_monitor_type: 2, user_role_id: 16 });
    const before = await stored(id);
    const refused = await update('pmm', id, { first_name: 'Again', password: 'Taken#Over2026', confirm_password: 'Taken#Over2026' });
    expect(refused.status).toBe(422);
    expect(refused.body.form_error).toEqual({ name: 'password', message: "You may not set this user's password. A password reset can be sent to the user instead." });
    expect(await stored(id)).toEqual(before);
    expect(await signsIn(before.username, specialistPassword)).toBe(true);
    expect(await signsIn(before.username, 'Taken#Over2026')).toBe(false);
  });

  it('[user-monitoring-manager-own-role] lets pmm edit their own names, not their role nor their password', async () => {
    const self = await userId('pmm');
    expect((await update('pmm', self, { first_name: 'Liam' })).status).toBe(200);
    const before = await stored(self);
    const ownPassword = await update('pmm', self, { password: 'Taken#Over2026', confirm_password: 'Taken#Over2026' });
    expect(ownPassword.status).toBe(422);
    expect(ownPassword.body.form_error).toEqual({ name: 'password', message: 'Change your own password with Forgot Password on the sign-in page.' });
    const ownRole = await update('pmm', self, { user_role_id: 8 });
    expect(ownRole.status).toBe(422);
    expect(ownRole.body.form_error?.name).toBe('user_role_id');
    expect(await stored(self)).toEqual(before);
    expect(await signsIn('pmm', password)).toBe(true);
  });

  it('refuses pmm a user of another role they may see, such as another monitoring manager or a CS junior', async () => {
    for (const username of ['csjunior', 'cssenior', 'surgeon']) {
      const id = await userId(username);
      const before = await stored(id);
      expect((await update('pmm', id, { email: 'attacker@example.com' })).status, username).toBe(403);
      expect(await stored(id), username).toEqual(before);
    }
  });
});

describe('escalation through the role field', () => {
  it('[user-monitoring-manager-roles] refuses pmm making a specialist a monitoring manager like themselves', async () => {
    const id = await newSpecialist();
    const { status, body } = await update('pmm', id, { user_role_id: 15 });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'user_role_id', message: 'You may not assign this role.' });
    expect((await stored(id)).role_id).toBe(14);
  });

  it('[user-cs-manager-no-super-admin] refuses the CS manager making anyone, themselves included, a super admin', async () => {
    const self = await userId('csmanager');
    const { status, body } = await update('csmanager', self, { user_role_id: 1 });
    expect(status).toBe(422);
    expect(body.form_error?.name).toBe('user_role_id');
    expect((await stored(self)).role_id).toBe(8);
  });
});

describe('the CS manager and the super admin', () => {
  it('[user-hidden-roles] answers the CS manager 404 for every change or archive of the super admin, and stores nothing', async () => {
    const id = await userId('superadmin');
    const before = await stored(id);
    expect((await update('csmanager', id, { password: 'Taken#Over2026', confirm_password: 'Taken#Over2026' })).status).toBe(404);
    expect((await update('csmanager', id, { email: 'attacker@example.com' })).status).toBe(404);
    expect((await request('DELETE', `/user/${id}`, 'csmanager')).status).toBe(404);
    expect(await stored(id)).toEqual(before);
  });

  it('[user-cs-manager-password-tools] lets the CS manager set a managed user\'s password from Generate Password', async () => {
    const id = await newSpecialist();
    const generated = await request<{ password: string }>('GET', '/generate_password', 'csmanager');
    expect(generated.status).toBe(200);
    const secret = generated.body.data.password;
    expect((await update('csmanager', id, { password: secret, confirm_password: secret })).status).toBe(200);
    const { username } = await stored(id);
    expect(await signsIn(username, secret)).toBe(true);
    expect(await signsIn(username, specialistPassword)).toBe(false);
  });
});
