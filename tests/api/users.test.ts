// User Management over the real HTTP server (document 1, sections 3, 5, 6 and 7): who reaches
// it, which users each caller sees, which roles each may assign, role 14's required fields, the
// password policy, archive and the Service Account's own permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { isAllowed, roleIdByName, roleNames, type AccessRule } from '../../src/generated/access';
import { forms } from '../../src/generated/forms';
import { offeredOptions, optionAccessEntries } from '../../runtime/form/optionAccess';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn, password } from './harness/signIn';

type UserDetail = components['schemas']['UserDetail'];
type UserListPage = components['schemas']['UserListPage'];
type UserPermission = components['schemas']['UserPermission'];
interface ErrorBody {
  message: string;
  form_error?: { name: string; message: string };
  error_codes?: string[];
  validation_errors?: Record<string, string[]>;
}
interface Answer<T> {
  status: number;
  body: { data: T } & ErrorBody;
}

let api: ApiServer;
const token = cachedSignIn(() => api);

/** A call to a path with an id (the harness's `call` does not fill path parameters). */
async function request<T>(method: string, path: string, who: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${await token(who)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const list = (who: string, body: unknown = {}) => request<UserListPage>('POST', '/user/list', who, body);
const create = (who: string, body: unknown) => request<UserDetail>('POST', '/user', who, body);
const update = (who: string, id: number, body: unknown) => request<UserDetail>('PATCH', `/user/${id}`, who, body);

async function userId(username: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from users where username = $1', [username]);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Every username the caller's list shows, over all pages. */
async function allUsernames(who: string, filter: Record<string, unknown> = {}): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await list(who, { page, limit: 100, filter });
    names.push(...body.data.data.map((row) => row.username));
    if (page >= body.data.lastPage) return names;
  }
}

let serial = 0;
const fresh = (prefix: string) => `${prefix}${(serial += 1)}`;

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('who reaches User Management', () => {
  it('[user-management-access] lets the super admin, the CS manager and the monitoring manager list users, nobody else', async () => {
    for (const who of ['superadmin', 'csmanager', 'pmm']) expect((await list(who)).status, who).toBe(200);
    for (const who of ['cssenior', 'pms', 'customerservice', 'surgicalcenter', 'serviceaccount']) expect((await list(who)).status, who).toBe(403);
    expect((await api.call('listUsers', {})).status).toBe(401);
  });

  it('[user-archive-monitoring-manager] refuses archive to the monitoring manager and lets the CS manager archive', async () => {
    const made = await create('superadmin', { user_role_id: 16, username: fresh('archived'), password: 'Valid#Pass2026' });
    expect((await request('DELETE', `/user/${made.body.data.id}`, 'pmm')).status).toBe(403);
    const archived = await request<{ id: number; archived: boolean }>('DELETE', `/user/${made.body.data.id}`, 'csmanager');
    expect(archived).toMatchObject({ status: 200, body: { data: { id: made.body.data.id, archived: true } } });
    expect((await request('GET', `/user/${made.body.data.id}`, 'csmanager')).status).toBe(404);
    expect(await allUsernames('superadmin')).not.toContain(made.body.data.username);
    // An archived user can no longer sign in.
    expect((await api.call('login', { username: made.body.data.username, password: 'Valid#Pass2026' })).status).toBe(401);
  });

  it('refuses a user archiving themselves', async () => {
    const { status, body } = await request('DELETE', `/user/${await userId('csmanager')}`, 'csmanager');
    expect(status).toBe(422);
    expect(body.message).toBe('You cannot archive your own user.');
  });
});

describe('the user list (POST user/list)', () => {
  it('[user-list-call] answers one page for {page, filter} with currentPage and lastPage', async () => {
    const { status, body } = await list('superadmin', { page: 2, limit: 5, filter: { username: null } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ currentPage: 2 });
    expect(body.data.data).toHaveLength(5);
    expect(body.data.lastPage).toBe(Math.ceil(body.data.total / 5));
    const filtered = await list('superadmin', { page: 1, filter: { username: 'pm' } });
    expect(filtered.body.data.data.map((row) => row.username)).toEqual(expect.arrayContaining(['pma', 'pmm', 'pms']));
    expect(filtered.body.data.data.every((row) => /pm/i.test(`${row.username} ${row.first_name} ${row.last_name}`))).toBe(true);
    const byRole = await list('superadmin', { filter: { user_role_id: 14 }, limit: 100 });
    expect(byRole.body.data.data.length).toBeGreaterThan(2);
    expect(byRole.body.data.data.every((row) => row.user_role.id === 14)).toBe(true);
  });

  it('[user-default-order] orders users by username unless asked otherwise', async () => {
    const names = await allUsernames('superadmin');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const { body } = await list('superadmin', { order_by: { field: 'username', direction: 'desc' }, limit: 3 });
    expect(body.data.data.map((row) => row.username)).toEqual([...names].reverse().slice(0, 3));
  });

  it('[user-hidden-roles] shows Super Admin and Service Account users to the super admin only', async () => {
    const all = await allUsernames('superadmin');
    expect(all).toEqual(expect.arrayContaining(['superadmin', 'serviceaccount', 'qadmin', 'reporting-bot']));
    for (const who of ['csmanager', 'pmm']) {
      const seen = await allUsernames(who);
      expect(seen, who).not.toContain('superadmin');
      expect(seen, who).not.toContain('serviceaccount');
      expect(seen, who).not.toContain('reporting-bot');
      expect(seen, who).toEqual(expect.arrayContaining(['csmanager', 'pms', 'staff']));
      // Nor by id.
      expect((await request('GET', `/user/${await userId('superadmin')}`, who)).status, who).toBe(404);
      expect((await request('PATCH', `/user/${await userId('serviceaccount')}`, who, { first_name: 'X' })).status, who).toBe(404);
    }
  });
});

describe('GET user/{id}', () => {
  it('[role-50-reading] reads role 50 as the clinical staff member', async () => {
    const { body } = await request<UserDetail>('GET', `/user/${await userId('staff')}`, 'superadmin');
    expect(body.data.user_role).toEqual({ id: 50, name: 'Clinical Staff Member' });
    expect(body.data.practice_team_member).toMatchObject({ role_type: 50, first_name: 'Tomás' });
  });

  it('[user-monitor-type-values] answers a user with role, Monitor Type (RTM 1 / RPM 2), credentials and team member', async () => {
    const { status, body } = await request<UserDetail>('GET', `/user/${await userId('pms')}`, 'csmanager');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ username: 'pms', user_role_id: 14, user_role: { id: 14, name: 'Patient Monitoring Specialist' }, user_monitor_type: 1, credentials: 'RN', permissions: [] });
    const surgeon = await request<UserDetail>('GET', `/user/${await userId('surgeon')}`, 'superadmin');
    expect(surgeon.body.data.practice_team_member).toMatchObject({ first_name: 'Helen', last_name: 'Okafor', role_type: 40 });
    expect((await request('GET', '/user/999999', 'superadmin')).status).toBe(404);
    const rpm = await create('superadmin', { user_role_id: 14, username: fresh('rpm'), password: 'Valid#Pass2026', user_monitor_type: 2, first_name: 'R', last_name: 'P', credentials: 'RN' });
    expect(rpm.body.data.user_monitor_type).toBe(2);
    expect((await create('superadmin', { user_role_id: 14, username: fresh('bad'), password: 'Valid#Pass2026', user_monitor_type: 3, first_name: 'R', last_name: 'P', credentials: 'RN' })).status).toBe(422);
  });
});

describe('creating a user (POST user)', () => {
  it('[user-create-call] stores {user_role_id, username, password, user_monitor_type, first_name, last_name, credentials} and the user can sign in', async () => {
    const username = fresh('newpms');
    const { status, body } = await create('csmanager', {
      user_role_id: 14,
      username,
      password: 'Fresh#Pass2026',
      user_monitor_type: 2,
      first_name: 'Nina',
      last_name: 'Park',
      credentials: 'RN',
      email: `${username}@cadence.example`,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ username, user_role_id: 14, user_monitor_type: 2, first_name: 'Nina', last_name: 'Park', credentials: 'RN' });
    const signIn = await api.call<{ data: { user: { role_id: number } } }>('login', { username, password: 'Fresh#Pass2026' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.role_id).toBe(14);
  });

  it('[user-create-call] lets the CS manager create a user of every role the user form offers them, each found in the list', async () => {
    // The roles the form offers the CS manager (specs/forms/user.form.yaml), as the portal filters them.
    const entries = optionAccessEntries(
      (forms.user?.uiSchema as { user_role_id?: { 'ui:options'?: { optionAccess?: unknown } } } | undefined)?.user_role_id?.['ui:options']?.optionAccess,
    );
    const roleOptions = roleNames.map((name) => ({ value: String(roleIdByName[name]), label: name }));
    const csManager = (rule: AccessRule) => isAllowed(rule, { signedIn: true, roleId: roleIdByName.csManager, permissions: [] });
    const offered = offeredOptions(roleOptions, entries, csManager).map((option) => Number(option.value));
    expect(offered.length).toBeGreaterThan(10);
    const role14 = { user_monitor_type: 2, first_name: 'Mina', last_name: 'Ortiz', credentials: 'RN' };
    const made: string[] = [];
    for (const roleId of offered) {
      const username = fresh('csm-every-');
      const { status } = await create('csmanager', { user_role_id: roleId, username, password: 'Fresh#Pass2026', ...(roleId === 14 ? role14 : {}) });
      expect(status, `role ${roleId}`).toBe(200);
      made.push(username);
    }
    expect((await allUsernames('csmanager')).filter((name) => name.startsWith('csm-every-')).sort()).toEqual([...made].sort());
  });

  it('[user-cs-manager-no-super-admin] refuses the Super Admin role to the CS manager', async () => {
    const { status, body } = await create('csmanager', { user_role_id: 1, username: fresh('boss'), password: 'Valid#Pass2026' });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'user_role_id', message: 'You may not assign this role.' });
    const promoted = await create('csmanager', { user_role_id: 10, username: fresh('junior'), password: 'Valid#Pass2026' });
    expect(promoted.status).toBe(200);
    expect((await update('csmanager', promoted.body.data.id, { user_role_id: 1 })).body.form_error?.name).toBe('user_role_id');
    expect((await create('superadmin', { user_role_id: 1, username: fresh('boss'), password: 'Valid#Pass2026' })).status).toBe(200);
  });

  it('[user-no-service-account-assign] refuses the Service Account role to everyone but the super admin', async () => {
    for (const who of ['csmanager', 'pmm']) {
      const { status, body } = await create(who, { user_role_id: 13, username: fresh('svc'), password: 'Valid#Pass2026' });
      expect(status, who).toBe(422);
      expect(body.form_error?.message, who).toBe('You may not assign this role.');
    }
    expect((await create('superadmin', { user_role_id: 13, username: fresh('svc'), password: 'Valid#Pass2026' })).status).toBe(200);
  });

  it('[user-monitoring-manager-roles] lets the monitoring manager assign roles 14 and 16 only', async () => {
    const role14 = { user_monitor_type: 1, first_name: 'Mo', last_name: 'Nitor', credentials: 'RN' };
    expect((await create('pmm', { user_role_id: 14, username: fresh('m14'), password: 'Valid#Pass2026', ...role14 })).status).toBe(200);
    const assistant = await create('pmm', { user_role_id: 16, username: fresh('m16'), password: 'Valid#Pass2026' });
    expect(assistant.status).toBe(200);
    for (const roleId of [1, 2, 8, 9, 10, 13, 15, 40, 50, 60]) {
      const { status, body } = await create('pmm', { user_role_id: roleId, username: fresh('mx'), password: 'Valid#Pass2026' });
      expect(status, `role ${roleId}`).toBe(422);
      expect(body.form_error?.name).toBe('user_role_id');
    }
    expect((await update('pmm', assistant.body.data.id, { user_role_id: 9 })).status).toBe(422);
    expect((await update('pmm', assistant.body.data.id, { user_role_id: 14, ...role14 })).status).toBe(200);
  });

  it('[user-monitoring-manager-own-role] refuses the monitoring manager a change of their own role', async () => {
    const self = await userId('pmm');
    const { status, body } = await update('pmm', self, { user_role_id: 16 });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'user_role_id', message: 'You cannot change your own role.' });
    // Other fields of their own record, and their unchanged role, are fine.
    expect((await update('pmm', self, { user_role_id: 15, first_name: 'Liam' })).status).toBe(200);
    const [row] = await api.db.query<{ role_id: number }>('select role_id from users where id = $1', [self]);
    expect(row?.role_id).toBe(15);
  });

  it('[user-role-14-required] requires Monitor Type, first name, last name and credentials for role 14', async () => {
    const { status, body } = await create('csmanager', { user_role_id: 14, username: fresh('p14'), password: 'Valid#Pass2026', first_name: '  ', credentials: null });
    expect(status).toBe(422);
    expect(body.error_codes).toEqual(['000F0001']);
    expect(body.validation_errors).toEqual({
      user_monitor_type: ['Monitor Type is required.'],
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      credentials: ['Credentials is required.'],
    });
    // Changing a user to role 14 needs them too; other roles do not.
    const assistant = await create('csmanager', { user_role_id: 16, username: fresh('p16'), password: 'Valid#Pass2026' });
    expect(assistant.status).toBe(200);
    const changed = await update('csmanager', assistant.body.data.id, { user_role_id: 14 });
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.body.validation_errors ?? {})).toEqual(['user_monitor_type', 'first_name', 'last_name', 'credentials']);
    // Clearing a field of an existing specialist is refused as well.
    expect((await update('csmanager', await userId('pms'), { credentials: '' })).body.validation_errors).toEqual({ credentials: ['Credentials is required.'] });
  });

  it('[password-required] requires a password to create a user', async () => {
    const { status, body } = await create('superadmin', { user_role_id: 10, username: fresh('nopw') });
    expect(status).toBe(422);
    expect(body.validation_errors).toEqual({ password: ['Password is required.'] });
  });

  it('[password-length] [password-lowercase] [password-character-classes] [password-no-username] holds new passwords to the policy', async () => {
    const cases: [string, string][] = [
      ['Ab#1', 'Minimum 8 characters'],
      [`Ab#1${'x'.repeat(61)}`, 'Maximum 64 characters'],
      ['ABCDEF#12', 'Must include lowercase letter'],
      ['abcdef#12', 'Must include uppercase letter'],
      ['Abcdefg#h', 'Must include number'],
      ['Abcdefg12', 'Must include special character'],
    ];
    for (const [pw, message] of cases) {
      const { status, body } = await create('superadmin', { user_role_id: 10, username: fresh('pw'), password: pw });
      expect(status, pw).toBe(422);
      expect(body.form_error, pw).toEqual({ name: 'password', message });
    }
    const username = fresh('jdoe');
    const named = await create('superadmin', { user_role_id: 10, username, password: `Xy#1${username.toUpperCase()}` });
    expect(named.body.form_error).toEqual({ name: 'password', message: 'Cannot contain username' });
    // The same policy when a password is changed.
    const made = await create('superadmin', { user_role_id: 10, username: fresh('pwc'), password: 'Valid#Pass2026' });
    expect((await update('superadmin', made.body.data.id, { password: 'short' })).body.form_error?.message).toBe('Minimum 8 characters');
    expect((await update('superadmin', made.body.data.id, { password: 'Other#Pass2027' })).status).toBe(200);
    expect((await api.call('login', { username: made.body.data.username, password: 'Other#Pass2027' })).status).toBe(200);
  });

  it('[password-confirm-match] refuses a confirmation that differs from the password', async () => {
    const { status, body } = await create('superadmin', { user_role_id: 10, username: fresh('conf'), password: 'Valid#Pass2026', confirm_password: 'Valid#Pass2027' });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'confirm_password', message: 'Passwords must match' });
    expect((await create('superadmin', { user_role_id: 10, username: fresh('conf'), password: 'Valid#Pass2026', confirm_password: 'Valid#Pass2026' })).status).toBe(200);
  });

  it('refuses a username that is taken (in any letter case)', async () => {
    const { status, body } = await create('superadmin', { user_role_id: 10, username: 'CSJunior', password: 'Valid#Pass2026' });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'username', message: 'The username has already been taken.' });
  });
});

describe('PATCH user/{id}', () => {
  it('changes only the fields sent', async () => {
    const id = await userId('csjunior');
    const { status, body } = await update('csmanager', id, { first_name: 'Noah J.', email: 'noah@cadence.example' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ username: 'csjunior', first_name: 'Noah J.', last_name: 'Patel', email: 'noah@cadence.example', user_role_id: 10 });
    expect((await api.call('login', { username: 'csjunior', password })).status).toBe(200);
  });
});

describe('user permissions', () => {
  it('[user-permissions-save-super-admin] lets only the super admin save a Service Account\'s permissions (POST user_permission {user_id, permission ids})', async () => {
    const id = await userId('serviceaccount');
    const body = { user_id: id, permission_ids: [14, 12, 8] };
    expect((await request('POST', '/user_permission', 'csmanager', body)).status).toBe(403);
    expect((await request('POST', '/user_permission', 'pmm', body)).status).toBe(403);
    const saved = await request<UserPermission[]>('POST', '/user_permission', 'superadmin', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((row) => row.key)).toEqual(['addPatient', 'viewPlan', 'viewAllPatient']);
    const listed = await request<UserPermission[]>('GET', `/user_permission/all/${id}`, 'superadmin');
    expect(listed.body.data.map((row) => row.permission_id)).toEqual([8, 12, 14]);
    // The Service Account now holds them when it signs in.
    const login = await api.call<{ data: { user: { permissions: string[] } } }>('login', { username: 'serviceaccount', password });
    expect(login.body.data.user.permissions.sort()).toEqual(['addPatient', 'viewAllPatient', 'viewPlan']);
  });

  it('[user-permissions-tab-service-account] saves permissions for Service Accounts only', async () => {
    const { status, body } = await request('POST', '/user_permission', 'superadmin', { user_id: await userId('csjunior'), permission_ids: [14] });
    expect(status).toBe(422);
    expect(body.message).toBe('Permissions can be saved only for a Service Account.');
    const unknown = await request('POST', '/user_permission', 'superadmin', { user_id: await userId('serviceaccount'), permission_ids: [77] });
    expect(unknown.body.form_error?.name).toBe('permission_ids');
  });

  it('lists a user\'s permissions for User Management, hiding the hidden roles', async () => {
    expect((await request('GET', `/user_permission/all/${await userId('pms')}`, 'pmm')).status).toBe(200);
    expect((await request('GET', `/user_permission/all/${await userId('serviceaccount')}`, 'csmanager')).status).toBe(404);
    expect(roleIdByName.serviceAccount).toBe(13);
  });
});
