// Practice team members over the real HTTP server (document 1, sections 4 to 7): the list and
// its data scope, one member, create with the user account, update (oneself too), archive, the
// permission grants with the last-administrator guard, notification subscriptions, the light
// loads and the profile picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { operations, type OperationId } from '../../src/generated/operations';
import { startApiServer, type ApiServer, type ApiResponse } from './harness/startApiServer';
import { cachedSignIn, password, signIn } from './harness/signIn';
import { pngImage } from './harness/pngImage';

type Member = components['schemas']['TeamMemberDetail'];
type ListPage = components['schemas']['TeamListPage'];
type Grant = components['schemas']['TeamPermissionGrant'];
type Subscription = components['schemas']['TeamNotificationSubscription'];
interface ErrorBody {
  message: string;
  form_error?: { name: string; message: string };
  error_codes?: string[];
  validation_errors?: Record<string, string[]>;
}
type Answer<T> = { data: T } & ErrorBody;

let api: ApiServer;
const token = cachedSignIn(() => api);

/** Calls an operation with path parameters filled in. */
async function call<T>(operationId: OperationId, options: { params?: Record<string, number>; body?: unknown }, as: string): Promise<ApiResponse<Answer<T>>> {
  const { method, path } = operations[operationId];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(options.params?.[name]));
  const headers: Record<string, string> = { authorization: `Bearer ${await token(as)}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${url}`, { method: method.toUpperCase(), headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer<T> };
}

async function memberId(lastName: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from practice_team_members where last_name = $1 and not archived', [lastName]);
  if (!row) throw new Error(`no member ${lastName}`);
  return row.id;
}

async function practiceId(name: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from practices where name = $1', [name]);
  if (!row) throw new Error(`no practice ${name}`);
  return row.id;
}

let serial = 0;
/** A valid create body for a surgeon (role 40) with a fresh username. */
function newSurgeon(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    user: { username: `newdoc${String(serial)}`, user_role_id: 40, password: password, confirmPassword: password },
    prefix: 'Dr.',
    first_name: 'Nora',
    last_name: `Quill${String(serial)}`,
    email: `nora${String(serial)}@lakeview.example`,
    npi: '1811229999',
    phone_number: { office_phone: '7735550101', mobile_phone: '7735550102' },
    hospital_location: 'Lakeview Surgical Center',
    ...overrides,
  };
}

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('listTeamMembers (POST practice_team_member/list)', () => {
  it('[team-list-call] [team-default-order] answers a page of the caller’s practice, by last name', async () => {
    const { status, body } = await call<ListPage>('listTeamMembers', { body: { limit: 20, page: 1, columns: ['last_name', 'first_name'], search: {} } }, 'surgicalcenter');
    expect(status).toBe(200);
    const names = body.data.data.map((row) => row.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Kowalski', 'Tanaka', 'Moreno', 'Delgado']));
    expect(body.data).toMatchObject({ currentPage: 1, lastPage: 1, total: names.length });
    expect(body.data.data[0]?.role_name).toBeTruthy();
    expect(body.data.data[0]?.office_phone).toMatch(/^\d{10}$/);
  });

  it('orders by another column and pages', async () => {
    const { body } = await call<ListPage>('listTeamMembers', { body: { limit: 2, page: 2, order_by: { field: 'first_name', direction: 'desc' } } }, 'surgicalcenter');
    expect(body.data.currentPage).toBe(2);
    expect(body.data.data).toHaveLength(2);
    expect(body.data.lastPage).toBe(Math.ceil(body.data.total / 2));
  });

  it('searches by last name', async () => {
    const { body } = await call<ListPage>('listTeamMembers', { body: { search: { last_name: 'tana' } } }, 'surgicalcenter');
    expect(body.data.data.map((row) => row.last_name)).toEqual(['Tanaka']);
  });

  it('limits a practice user to their own practice whatever practice_id they send (data scope)', async () => {
    const northside = await practiceId('Northside Orthopaedics');
    const { body } = await call<ListPage>('listTeamMembers', { body: { practice_id: northside } }, 'surgicalcenter');
    expect(body.data.data.map((row) => row.last_name)).not.toContain('Okafor');
  });

  it('[team-no-practice-selected] a super user without a chosen practice is told so; with one sees that team', async () => {
    const none = await call<ListPage>('listTeamMembers', { body: {} }, 'csmanager');
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('No practice selected.');
    const northside = await practiceId('Northside Orthopaedics');
    const some = await call<ListPage>('listTeamMembers', { body: { practice_id: northside } }, 'csmanager');
    expect(some.body.data.data.map((row) => row.last_name)).toContain('Okafor');
  });

  it('[team-visible] needs viewTeamMember or viewStaff', async () => {
    expect((await call('listTeamMembers', { body: {} }, 'fieldspecialist')).status).toBe(403);
    expect((await call('listTeamMembers', { body: {} }, 'staff')).status).toBe(200);
  });
});

describe('light loads', () => {
  it('[clinical-staff-team-details] a clinical staff member loads their practice’s team members', async () => {
    const { status, body } = await call<{ id: number; name: string; role_id: number }[]>('skinnyLoadTeamMembers', { body: {} }, 'staff');
    expect(status).toBe(200);
    expect(body.data.map((row) => row.name)).toEqual(expect.arrayContaining(['Dr. Helen Okafor', 'Priya Raman']));
    expect(body.data.map((row) => row.name)).not.toContain('Dr. Aiko Tanaka');
  });

  it('queryTeamMembers answers the matching members unpaged', async () => {
    const { body } = await call<{ last_name: string }[]>('queryTeamMembers', { body: { search: { role_id: 40 } } }, 'surgeon');
    expect(body.data.map((row) => row.last_name).sort()).toEqual(['Lindqvist', 'Okafor']);
  });
});

describe('getTeamMember (GET practice_team_member/{id})', () => {
  it('answers the member with user, phones, permissions and notifications', async () => {
    const id = await memberId('Okafor');
    const { status, body } = await call<Member>('getTeamMember', { params: { id } }, 'staff');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      first_name: 'Helen',
      prefix: 'Dr.',
      user: { username: 'surgeon', user_role_id: 40, user_role: { id: 40, name: 'Surgeon' } },
      phone_number: { mobile_phone: '3125550123' },
      practice: { name: 'Northside Orthopaedics', practice_type_id: 3 },
      practice_administrators: 1,
    });
    expect(body.data.permissions.map((grant) => grant.key)).toContain('viewTeamMember');
    expect(body.data.phone_number.office_phone).toMatch(/^\d{10}$/);
    expect(body.data.permissions[0]?.practice_team_member_permission_id).toBeGreaterThan(0);
    expect(body.data.notifications.map((entry) => entry.name)).toContain('Pain High');
  });

  it('answers 404 for a member of another practice (data scope)', async () => {
    expect((await call('getTeamMember', { params: { id: await memberId('Okafor') } }, 'surgicalcenter')).status).toBe(404);
    expect((await call('getTeamMember', { params: { id: 999999 } }, 'csmanager')).status).toBe(404);
  });
});

describe('createTeamMember (POST practice_team_member)', () => {
  it('[team-create-call] creates the member with the user account, phones and hospital location', async () => {
    const body = newSurgeon();
    const { status, body: answer } = await call<Member>('createTeamMember', { body }, 'surgicalcenter');
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({
      first_name: 'Nora',
      npi: '1811229999',
      hospital_location: 'Lakeview Surgical Center',
      user: { username: (body.user as { username: string }).username, user_role_id: 40 },
      phone_number: { office_phone: '7735550101', mobile_phone: '7735550102' },
      practice: { name: 'Lakeview Surgical Center' },
      permissions: [],
    });
    // The new user signs in with the password given.
    const login = await api.call<{ data: { user: { role_id: number; practice_team_member: { id: number } } } }>('login', {
      username: (body.user as { username: string }).username,
      password: password,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user.role_id).toBe(40);
  });

  it('[team-default-staff-permissions] grants the default staff permissions (ids 2-12 and 14-16) at creation', async () => {
    const ids = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16];
    const { status, body } = await call<Member>('createTeamMember', { body: newSurgeon({ permissions: ids }) }, 'surgicalcenter');
    expect(status).toBe(200);
    expect(body.data.permissions.map((grant) => grant.id)).toEqual(ids);
    // Anything beyond the default set is for the permission editors only.
    const beyond = await call('createTeamMember', { body: newSurgeon({ permissions: [1, 13] }) }, 'surgicalcenter');
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe('Action not allowed.');
  });

  it('[team-npi-required] needs an NPI unless the role is Staff Member (50)', async () => {
    const { status, body } = await call('createTeamMember', { body: newSurgeon({ npi: null }) }, 'surgicalcenter');
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'npi', message: 'Required' });
  });

  it('[team-role-50] [team-surgeon-therapist-required] a staff member has no NPI and needs a surgeon or therapist', async () => {
    const staff = newSurgeon({ user: { username: 'newstaff1', user_role_id: 50, password: password, confirmPassword: password } });
    const without = await call('createTeamMember', { body: staff }, 'surgicalcenter');
    expect(without.status).toBe(422);
    expect(without.body.form_error).toEqual({ name: 'surgeon_id', message: 'Required' });
    const surgeon = await memberId('Tanaka');
    const { status, body } = await call<Member>('createTeamMember', { body: { ...staff, surgeon_id: surgeon } }, 'surgicalcenter');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ npi: null, surgeon_id: surgeon });
    // A surgeon of another practice is not found.
    const other = await call('createTeamMember', { body: { ...staff, user: { ...(staff.user as object), username: 'newstaff2' }, surgeon_id: await memberId('Okafor') } }, 'surgicalcenter');
    expect(other.body.form_error).toEqual({ name: 'surgeon_id', message: 'This surgeon could not be found' });
  });

  it('[team-role-40] does not store a surgeon for a surgeon', async () => {
    const { body } = await call<Member>('createTeamMember', { body: newSurgeon({ surgeon_id: await memberId('Tanaka') }) }, 'surgicalcenter');
    expect(body.data.surgeon_id).toBeNull();
  });

  it('[team-role-options] refuses a role the practice type does not offer', async () => {
    const dme = newSurgeon({ user: { username: 'newdme1', user_role_id: 20, password: password, confirmPassword: password } });
    const { status, body } = await call('createTeamMember', { body: dme }, 'surgicalcenter');
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'user.user_role_id', message: 'The selected role is not available for this practice.' });
  });

  it('[team-required-fields] [team-mobile-phone] validates required fields, the office phone and a 10-digit mobile phone', async () => {
    const { first_name: _first, ...withoutName } = newSurgeon();
    const missing = await call('createTeamMember', { body: withoutName }, 'surgicalcenter');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error_codes: ['000F0001'], validation_errors: { first_name: [expect.any(String)] } });
    const badMobile = await call('createTeamMember', { body: newSurgeon({ phone_number: { office_phone: '7735550101', mobile_phone: '12345' } }) }, 'surgicalcenter');
    expect(badMobile.status).toBe(422);
    expect(Object.keys(badMobile.body.validation_errors ?? {})).toEqual(['phone_number.mobile_phone']);
    const badOffice = await call('createTeamMember', { body: newSurgeon({ phone_number: { office_phone: '773555' } }) }, 'surgicalcenter');
    expect(Object.keys(badOffice.body.validation_errors ?? {})).toEqual(['phone_number.office_phone']);
    const badEmail = await call('createTeamMember', { body: newSurgeon({ email: 'not-an-email' }) }, 'surgicalcenter');
    expect(Object.keys(badEmail.body.validation_errors ?? {})).toEqual(['email']);
  });

  it('checks the password policy, the confirmation and a unique username', async () => {
    const weak = await call('createTeamMember', { body: newSurgeon({ user: { username: 'weakling', user_role_id: 40, password: 'short', confirmPassword: 'short' } }) }, 'surgicalcenter');
    expect(weak.body.form_error).toEqual({ name: 'user.password', message: 'Minimum 8 characters' });
    const mismatch = await call('createTeamMember', { body: newSurgeon({ user: { username: 'mismatch', user_role_id: 40, password: password, confirmPassword: 'Strong#Pass43' } }) }, 'surgicalcenter');
    expect(mismatch.body.form_error).toEqual({ name: 'user.confirmPassword', message: 'Passwords must match' });
    const taken = await call('createTeamMember', { body: newSurgeon({ user: { username: 'Surgeon', user_role_id: 40, password: password, confirmPassword: password } }) }, 'surgicalcenter');
    expect(taken.body.form_error).toEqual({ name: 'user.username', message: 'The username has already been taken.' });
  });

  it('[team-role-options] offers the roles of the practice type that the caller has the add right for', async () => {
    const ids = async (as: string, body: unknown = {}) =>
      ((await call<{ id: number; name: string }[]>('listTeamRoleOptions', { body }, as)).body.data ?? []).map((role) => role.id);
    // A practice administrator of a surgeon practice (Lakeview) may add every role of that type.
    expect(await ids('surgicalcenter')).toEqual([30, 40, 41, 50]);
    // A surgeon without add rights is offered nothing (the add screen is refused anyway).
    expect(await ids('surgeon')).toEqual([]);
    // A super user picks among every type's roles, or the chosen practice's (Summit: equipment supplier).
    expect(await ids('superadmin')).toEqual([20, 30, 40, 41, 50]);
    expect(await ids('superadmin', { practice_id: await practiceId('Summit Medical Supply') })).toEqual([20, 50]);
    // With Add Team Member but not Add Staff the staff role (50) is left out.
    const creator = newSurgeon({ user: { username: 'roleoptions', user_role_id: 40, password: password, confirmPassword: password }, permissions: [2, 3, 4] });
    expect((await call('createTeamMember', { body: creator }, 'surgicalcenter')).status).toBe(200);
    expect(await ids('roleoptions')).toEqual([30, 40, 41]);
  });

  it('[team-missing-right-messages] a user with Add Team Member but not Add Staff is told which right is missing', async () => {
    const creator = newSurgeon({ permissions: [2, 3, 4] });
    expect((await call('createTeamMember', { body: creator }, 'surgicalcenter')).status).toBe(200);
    const username = (creator.user as { username: string }).username;
    const staff = newSurgeon({ user: { username: 'staffbyadder', user_role_id: 50, password: password, confirmPassword: password }, surgeon_id: await memberId('Tanaka') });
    const refused = await call('createTeamMember', { body: staff }, username);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Must have Add Staff permission');
    // The same user may add a surgeon (Add Team Member).
    expect((await call('createTeamMember', { body: newSurgeon() }, username)).status).toBe(200);
  });

  it('a super user creates in the practice they name, and must name one', async () => {
    const none = await call('createTeamMember', { body: newSurgeon() }, 'csmanager');
    expect(none.body.message).toBe('No practice selected.');
    const riverside = await practiceId('Riverside Physical Therapy');
    const { status, body } = await call<Member>('createTeamMember', { body: newSurgeon({ practice_id: riverside }) }, 'csmanager');
    expect(status).toBe(200);
    expect(body.data.practice_id).toBe(riverside);
  });
});

describe('updateTeamMember (PATCH practice_team_member/{id})', () => {
  it('[team-edit-self] a member without edit rights updates their own record but not their role', async () => {
    const id = await memberId('Herrera');
    const { status, body } = await call<Member>('updateTeamMember', { params: { id }, body: { hospital_location: 'Front desk', phone_number: { office_phone: '3125550999', mobile_phone: '3125550998' } } }, 'staff');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ hospital_location: 'Front desk', phone_number: { office_phone: '3125550999', mobile_phone: '3125550998' } });
    const role = await call('updateTeamMember', { params: { id }, body: { user: { user_role_id: 41 } } }, 'staff');
    expect(role.status).toBe(403);
  });

  it('[team-edit-archive] [team-missing-right-messages] editing another member needs the right of its kind', async () => {
    const surgeon = await call('updateTeamMember', { params: { id: await memberId('Lindqvist') }, body: { first_name: 'Marc' } }, 'staff');
    expect(surgeon.status).toBe(403);
    expect(surgeon.body).toMatchObject({ title: 'Action not allowed.', message: 'Must have Edit Team Member permission' });
    const staff = await call('updateTeamMember', { params: { id: await memberId('Herrera') }, body: { first_name: 'Tom' } }, 'surgeon');
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Must have Edit Staff permission');
  });

  it('saves the fields of a member of the practice and keeps the user in step', async () => {
    const id = await memberId('Moreno');
    const { status, body } = await call<Member>('updateTeamMember', { params: { id }, body: { first_name: 'Rafa', npi: '1922334499', phone_number: { office_phone: '7735550111', mobile_phone: null } } }, 'surgicalcenter');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Rafa', npi: '1922334499', phone_number: { office_phone: '7735550111', mobile_phone: null } });
  });

  it('answers 404 for a member of another practice (data scope)', async () => {
    expect((await call('updateTeamMember', { params: { id: await memberId('Okafor') }, body: { first_name: 'X' } }, 'surgicalcenter')).status).toBe(404);
  });
});

describe('permission grants', () => {
  it('[team-permission-grant-call] [team-permission-switch-editors] grants a list or one permission and revokes by the grant id', async () => {
    const id = await memberId('Raman');
    const many = await call<{ permissions: Grant[]; own_permissions: string[] | null }>('grantTeamMemberPermissions', { body: { practice_team_member_id: id, permission_ids: [5, 6] } }, 'csmanager');
    expect(many.status).toBe(200);
    expect(many.body.data.permissions.map((grant) => grant.key)).toEqual(expect.arrayContaining(['addStaff', 'editStaff']));
    expect(many.body.data.own_permissions).toBeNull();
    const one = await call<{ permissions: Grant[] }>('grantTeamMemberPermissions', { body: { practice_team_member_id: id, permission_id: 16 } }, 'csmanager');
    const grant = one.body.data.permissions.find((entry) => entry.key === 'editPractice');
    expect(grant).toBeDefined();
    const listed = await call<Grant[]>('listTeamMemberPermissions', { params: { id } }, 'csmanager');
    expect(listed.body.data.map((entry) => entry.key)).toContain('editPractice');
    const revoked = await call<{ permissions: Grant[] }>('revokeTeamMemberPermission', { params: { id: grant?.practice_team_member_permission_id ?? 0 } }, 'csmanager');
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.permissions.map((entry) => entry.key)).not.toContain('editPractice');
  });

  it('[team-permission-switch-editors] refuses anyone but super admin and the CS manager with editAllPermission', async () => {
    const id = await memberId('Tanaka');
    // The practice administrator has editAllPermission but is not a CS manager.
    expect((await call('grantTeamMemberPermissions', { body: { practice_team_member_id: id, permission_id: 5 } }, 'surgicalcenter')).status).toBe(403);
    expect((await call('grantTeamMemberPermissions', { body: { practice_team_member_id: id, permission_id: 5 } }, 'cssenior')).status).toBe(403);
    expect((await call('grantTeamMemberPermissions', { body: { practice_team_member_id: id, permission_id: 5 } }, 'superadmin')).status).toBe(200);
  });

  it('[admin-permission-range] grants only team permissions (below 50), not admin permissions', async () => {
    await api.db.query(`insert into permissions (id, key, name) values (50, 'adminTest', 'Admin Test') on conflict do nothing`);
    const { status, body } = await call('grantTeamMemberPermissions', { body: { practice_team_member_id: await memberId('Tanaka'), permission_ids: [50] } }, 'csmanager');
    expect(status).toBe(422);
    expect(body.form_error?.name).toBe('permission_ids');
  });

  it('[permission-last-administrator] refuses to revoke or archive the last administrator of a practice', async () => {
    const kowalski = await memberId('Kowalski');
    const grants = await call<Grant[]>('listTeamMemberPermissions', { params: { id: kowalski } }, 'csmanager');
    const admin = grants.body.data.find((grant) => grant.key === 'administrator');
    expect(admin).toBeDefined();
    const revoke = await call('revokeTeamMemberPermission', { params: { id: admin?.practice_team_member_permission_id ?? 0 } }, 'csmanager');
    expect(revoke.status).toBe(422);
    expect(revoke.body.message).toBe('This practice must have at least one administrator.');
    const archive = await call('archiveTeamMember', { params: { id: kowalski } }, 'csmanager');
    expect(archive.status).toBe(422);
    expect(archive.body.message).toBe('This practice must have at least one administrator.');
    // With a second administrator the first may give the role up.
    await call('grantTeamMemberPermissions', { body: { practice_team_member_id: await memberId('Tanaka'), permission_id: 1 } }, 'csmanager');
    expect((await call('revokeTeamMemberPermission', { params: { id: admin?.practice_team_member_permission_id ?? 0 } }, 'csmanager')).status).toBe(200);
  });

  it('[own-grant-updates-map] answers the caller’s new effective permissions when the member is their own', async () => {
    // The CS manager acting as a member of a practice (their own team member record).
    const [user] = await api.db.query<{ id: number }>(`select id from users where username = 'csmanager'`);
    const [member] = await api.db.query<{ id: number }>(
      `insert into practice_team_members (user_id, practice_id, role_id, first_name, last_name, npi)
       values ($1, $2, 8, 'Ethan', 'Brooks', null) returning id`,
      [user?.id, await practiceId('Harbor Home Medical')],
    );
    const { body } = await call<{ own_permissions: string[] | null }>('grantTeamMemberPermissions', { body: { practice_team_member_id: member?.id, permission_id: 7 } }, 'csmanager');
    expect(body.data.own_permissions).toEqual(expect.arrayContaining(['viewStaff', 'editAllPermission']));
    await api.db.query('delete from team_member_permissions where team_member_id = $1', [member?.id]);
    await api.db.query('delete from practice_team_members where id = $1', [member?.id]);
  });
});

describe('notification subscriptions', () => {
  it('[team-notification-calls] [team-notification-form-editors] the member subscribes and unsubscribes themself', async () => {
    const id = await memberId('Herrera');
    const subscribed = await call<Subscription[]>('subscribeTeamMemberNotifications', { body: { practice_team_member_id: id, notification_ids: [1, 2] } }, 'staff');
    expect(subscribed.status).toBe(200);
    const painHigh = subscribed.body.data.find((entry) => entry.name === 'Pain High');
    expect(painHigh?.id).toBe(1);
    expect(painHigh?.practice_team_member_notification_id).toBeGreaterThan(0);
    const one = await call<Subscription[]>('subscribeTeamMemberNotifications', { body: { practice_team_member_id: id, notification_id: 3 } }, 'staff');
    expect(one.body.data.map((entry) => entry.id)).toContain(3);
    const removed = await call<Subscription[]>('unsubscribeTeamMemberNotification', { params: { id: painHigh?.practice_team_member_notification_id ?? 0 } }, 'staff');
    expect(removed.body.data.map((entry) => entry.id)).not.toContain(1);
    const listed = await call<Subscription[]>('listTeamMemberNotifications', { params: { id } }, 'staff');
    expect(listed.body.data.map((entry) => entry.id)).toEqual(removed.body.data.map((entry) => entry.id));
  });

  it('[team-notification-form-editors] only the permission editors change another member’s notifications', async () => {
    const id = await memberId('Lindqvist');
    const refused = await call('subscribeTeamMemberNotifications', { body: { practice_team_member_id: id, notification_id: 2 } }, 'staff');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Action not allowed.');
    expect((await call('subscribeTeamMemberNotifications', { body: { practice_team_member_id: id, notification_id: 2 } }, 'csmanager')).status).toBe(200);
  });
});

describe('profile picture', () => {
  const upload = async (id: number, bytes: Buffer, type: string, as: string) => {
    const form = new FormData();
    form.append('id', String(id));
    form.append('profile_picture', new Blob([new Uint8Array(bytes)], { type }), 'picture.png');
    const response = await api.fetch('/api/practice_team_member/create_profile_picture', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(as)}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer<{ id: number; profile_picture_url: string | null }> };
  };

  it('[picture-calls] stores the PNG, serves it at its address and removes it', async () => {
    const id = await memberId('Tanaka');
    const png = pngImage(220, 220);
    const { status, body } = await upload(id, png, 'image/png', 'surgicalcenter');
    expect(status).toBe(200);
    const url = body.data.profile_picture_url ?? '';
    expect(url).toMatch(/^\/files\/profile-pictures\/\d+-[0-9a-f]+\.png\?expires=\d+&signature=[\w-]+$/);
    const served = await api.fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const member = await call<Member>('getTeamMember', { params: { id } }, 'surgicalcenter');
    expect(member.body.data.profile_picture_url).toBe(url);
    const removed = await call<{ profile_picture_url: null }>('deleteProfilePicture', { params: { id } }, 'surgicalcenter');
    expect(removed.body.data.profile_picture_url).toBeNull();
    expect((await api.fetch(url)).status).toBe(404);
  });

  it('[picture-file-type] refuses a file that is not a JPEG or PNG', async () => {
    const { status, body } = await upload(await memberId('Tanaka'), Buffer.from('GIF89a not a png'), 'image/gif', 'surgicalcenter');
    expect(status).toBe(422);
    expect(body.message).toBe('File must be of type: jpeg, jpg, png');
  });

  it('[picture-file-size] refuses a file of more than 1048576 bytes', async () => {
    const big = Buffer.concat([pngImage(4, 4), Buffer.alloc(1_048_600)]);
    const { status, body } = await upload(await memberId('Tanaka'), big, 'image/png', 'surgicalcenter');
    expect(status).toBe(422);
    expect(body.message).toBe('File must be less than 1MB');
  });

  it('[team-role-50] [team-role-41] refuses a picture for a role without one, and outside the data scope', async () => {
    const staff = await upload(await memberId('Delgado'), pngImage(8, 8), 'image/png', 'surgicalcenter');
    expect(staff.status).toBe(403);
    const therapist = await upload(await memberId('Whitfield'), pngImage(8, 8), 'image/png', 'csmanager');
    expect(therapist.status).toBe(403);
    const otherPractice = await upload(await memberId('Okafor'), pngImage(8, 8), 'image/png', 'surgicalcenter');
    expect(otherPractice.status).toBe(404);
  });

  it('a member changes their own picture', async () => {
    const { status } = await upload(await memberId('Okafor'), pngImage(16, 16), 'image/png', 'surgeon');
    expect(status).toBe(200);
  });
});

describe('archiveTeamMember (DELETE practice_team_member/{id})', () => {
  it('[team-archive-call] [team-edit-archive] archives the member, whose user can no longer sign in', async () => {
    const body = newSurgeon();
    const created = await call<Member>('createTeamMember', { body }, 'surgicalcenter');
    const username = (body.user as { username: string }).username;
    await signIn(api, username);
    expect((await call('archiveTeamMember', { params: { id: created.body.data.id } }, 'surgeon')).status).toBe(403);
    const { status } = await call('archiveTeamMember', { params: { id: created.body.data.id } }, 'surgicalcenter');
    expect(status).toBe(200);
    expect((await api.call('login', { username, password: password })).status).toBe(401);
    expect((await call('getTeamMember', { params: { id: created.body.data.id } }, 'surgicalcenter')).status).toBe(404);
    const list = await call<ListPage>('listTeamMembers', { body: {} }, 'surgicalcenter');
    expect(list.body.data.data.map((row) => row.id)).not.toContain(created.body.data.id);
  });
});
