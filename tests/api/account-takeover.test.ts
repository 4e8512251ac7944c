// Issue 25, account takeover: each finding's attack replayed as the probe wrote it, over HTTP
// against a seeded database, and shown to fail now (findings 1, 2, 11, 12 and 13).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../server/adapters/mail/createOutboxMailer';
import { buildServer } from '../../server/buildServer';
import { startApiServer, testConfig, type ApiServer } from './harness/startApiServer';
import { cachedSignIn, codeFromMail, password, signIn, verifyCode } from './harness/signIn';

type Answer<T = Record<string, unknown>> = { data: T; message?: string; form_error?: { name: string; message: string } };

let api: ApiServer;
const token = cachedSignIn(() => api);
beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});


/** A call as `who` (signed in once per suite) to a path of the operation table. */
async function callAs<T = Record<string, unknown>>(
  who: string,
  operationId: Parameters<ApiServer['call']>[0],
  body?: unknown,
  path?: Record<string, number>,
) {
  return api.call<Answer<T>>(operationId, body, await token(who), path);
}

async function idOf(username: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from users where username = $1', [username]);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function mailsTo(address: string): Promise<number> {
  const [row] = await api.db.query<{ count: number }>('select count(*)::int as count from outbox where to_address = $1', [address]);
  return row?.count ?? 0;
}

/** The detail of the newest audit entry `action` recorded about user `id`. */
async function lastAuditDetail(action: string, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await api.db.query<{ detail: Record<string, unknown> }>(
    `select detail from audit_log where action = $1 and (detail->>'id')::int = $2 order by id desc limit 1`,
    [action, id],
  );
  return row?.detail;
}

const resetCodeIn = async (to: string) => /\/password\/([\w-]+)/.exec((await api.lastMailTo(to))?.body ?? '')?.[1] ?? '';
const loginTokenIn = async (to: string) => /login_token=([\w-]+)/.exec((await api.lastMailTo(to))?.body ?? '')?.[1] ?? '';

describe('issue 25 finding 1: a monitoring manager takes over a specialist by changing its e-mail', () => {
  it('[user-monitoring-manager-roles] [forgot-password-call] refuses pmm the e-mail of pms, so the reset mail never reaches the attacker and pms keeps the account', async () => {
    const pms = await idOf('pms');
    const changed = await callAs('pmm', 'updateUser', { email: 'attacker@example.org' }, { id: pms });
    expect(changed.status).toBe(422);
    expect(changed.body.form_error).toEqual({
      name: 'email',
      message: "You may not change this user's e-mail address. A customer service manager can change it.",
    });
    // The rest of the attack: forgot_password for that address, reset, sign in as pms.
    expect((await api.call('forgotPassword', { username: 'attacker@example.org' })).status).toBe(200);
    expect(await mailsTo('attacker@example.org')).toBe(0);
    expect((await api.call('login', { username: 'pms', password })).status).toBe(200);
    const [stored] = await api.db.query<{ email: string }>('select email from users where id = $1', [pms]);
    expect(stored?.email).toBe('pms@cadence.example');
  });

  it('[user-monitoring-manager-roles] refuses pmm the username of pms, which receives mail too, and their own e-mail', async () => {
    const renamed = await callAs('pmm', 'updateUser', { username: 'attacker@example.org' }, { id: await idOf('pms') });
    expect(renamed.status).toBe(422);
    expect(renamed.body.form_error?.name).toBe('username');
    expect(await idOf('pms')).toBeGreaterThan(0);
    const own = await callAs('pmm', 'updateUser', { email: 'attacker@example.org' }, { id: await idOf('pmm') });
    expect(own.body.form_error).toEqual({ name: 'email', message: 'Ask a customer service manager to change your own e-mail address.' });
  });

  it('[user-monitoring-manager-roles] still lets pmm save the user form unchanged, with the e-mail and username sent back as they are', async () => {
    const pms = await idOf('pms');
    const saved = await callAs('pmm', 'updateUser', { username: 'pms', email: 'pms@cadence.example', credentials: 'RN, BSN' }, { id: pms });
    expect(saved.status).toBe(200);
    expect(await lastAuditDetail('user.updated', pms)).toEqual({ id: pms, role_id: 14, changed: ['credentials'] });
  });

  it('[user-cs-manager-password-tools] lets the CS manager change it: the old address is told, old links die, the audit names the fields, no values', async () => {
    const made = await callAs<{ id: number }>('csmanager', 'createUser', {
      user_role_id: 16,
      username: 'takeover-victim',
      email: 'victim@clinic.example',
      password: 'Valid#Pass2026',
    });
    const id = made.body.data.id;
    await api.call('forgotPassword', { username: 'takeover-victim' });
    const oldLink = await resetCodeIn('victim@clinic.example');

    const changed = await callAs('csmanager', 'updateUser', { email: 'new.home@clinic.example', first_name: 'Vera', password: 'Other#Pass2027' }, { id });
    expect(changed.status).toBe(200);
    const notice = await api.lastMailTo('victim@clinic.example');
    expect(notice?.subject).toBe('Your Cadence sign-in details were changed');
    expect(notice?.body).toBe(
      'The e-mail address of your Cadence account takeover-victim was changed to new.home@clinic.example. Password reset links and sign-in codes now go there.\n\n' +
        'If you did not ask for this change, contact customer service at once.',
    );
    expect((await api.call<Answer>('checkToken', { token: oldLink })).body.data).toEqual({ valid: false });
    const detail = await lastAuditDetail('user.updated', id);
    expect(detail).toEqual({ id, role_id: 16, changed: ['email', 'first_name', 'password'] });
    expect(JSON.stringify(detail)).not.toContain('new.home');

    const renamed = await callAs('csmanager', 'updateUser', { username: 'takeover-renamed' }, { id });
    expect(renamed.status).toBe(200);
    expect((await api.lastMailTo('new.home@clinic.example'))?.body).toContain(
      'The username of your Cadence account takeover-victim was changed to takeover-renamed.',
    );
  });

  it('[user-monitoring-manager-roles] refuses pmm a surgeon\'s e-mail through the team member update, which writes the user\'s e-mail too', async () => {
    const [member] = await api.db.query<{ id: number }>(
      "select m.id from practice_team_members m join users u on u.id = m.user_id where u.username = 'surgeon'",
    );
    const memberId = member?.id ?? 0;
    const refused = await callAs('pmm', 'updateTeamMember', { email: 'attacker@example.org' }, { id: memberId });
    expect(refused.status).toBe(422);
    expect(refused.body.form_error?.name).toBe('email');
    // The surgeon themself neither: a stolen session alone must not re-address the account.
    const own = await callAs('surgeon', 'updateTeamMember', { email: 'attacker@example.org' }, { id: memberId });
    expect(own.body.form_error).toEqual({ name: 'email', message: 'Ask a customer service manager to change your own e-mail address.' });
    const [stored] = await api.db.query<{ email: string }>("select email from users where username = 'surgeon'");
    expect(stored?.email).toBe('surgeon@cadence.example');

    const byManager = await callAs('csmanager', 'updateTeamMember', { email: 'helen.okafor@clinic.example' }, { id: memberId });
    expect(byManager.status).toBe(200);
    expect((await api.lastMailTo('surgeon@cadence.example'))?.subject).toBe('Your Cadence sign-in details were changed');
    expect(await lastAuditDetail('user.updated', await idOf('surgeon'))).toMatchObject({ changed: ['email'] });
  });
});

describe('issue 25 finding 2: an e-mailed login link skips both factors', () => {
  it('[email-login-link-call] [two-factor-required] leads the two-factor super admin to the code step, and the code then completes it, once', async () => {
    expect((await api.call('emailLoginLink', { username: 'superadmin' })).status).toBe(200);
    const link = await loginTokenIn('superadmin@cadence.example');
    const first = await api.call<Answer>('login', { username: 'superadmin', login_token: link });
    expect(first).toEqual({ status: 200, body: { data: { two_factor_required: true, username: 'superadmin' } } });

    const cookie = await verifyCode(api, 'superadmin', await codeFromMail(api, 'superadmin@cadence.example'));
    const second = await api.call<Answer>('login', { username: 'superadmin', login_token: link }, undefined, undefined, { cookie });
    expect(second.status).toBe(200);
    expect(second.body.data.access_token).toEqual(expect.any(String));
    // The link is used up by the sign-in it completed.
    expect((await api.call('login', { username: 'superadmin', login_token: link }, undefined, undefined, { cookie })).status).toBe(401);
  });

  it('[email-login-link-call] refuses a link while the password step is locked, with the password path\'s answer', async () => {
    await api.call('emailLoginLink', { username: 'executive' });
    const link = await loginTokenIn('executive@cadence.example');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await api.call('login', { username: 'executive', password: 'Wrong#Pass2026' });
    }
    const byLink = await api.call<Answer>('login', { username: 'executive', login_token: link });
    const byPassword = await api.call<Answer>('login', { username: 'executive', password });
    expect(byLink.status).toBe(401);
    expect(byLink).toEqual(byPassword);
    expect(byLink.body.message).toMatch(/Sign-in is locked for 15 minutes/);
  });
});

describe('issue 25 finding 11: a refreshed token\'s predecessor mints a second token, and both outlive logout', () => {
  it('[token-refresh-interval] refuses a second refresh with the predecessor, even within its 30-second grace', async () => {
    const first = await signIn(api, 'pma');
    const successor = await api.call<Answer<{ access_token: string }>>('refreshToken', undefined, first);
    expect(successor.status).toBe(200);
    const again = await api.call<Answer>('refreshToken', undefined, first);
    expect(again).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    // The predecessor still serves the calls already sent with it, for its grace only.
    expect((await api.call('queryPeriodTypes', {}, first)).status).toBe(200);
    expect((await api.call('queryPeriodTypes', {}, successor.body.data.access_token)).status).toBe(200);
  });

  it('[logout-clears-state] logout revokes the whole family: the successor and the predecessor in its grace', async () => {
    const first = await signIn(api, 'cssenior');
    const second = (await api.call<Answer<{ access_token: string }>>('refreshToken', undefined, first)).body.data.access_token;
    const third = (await api.call<Answer<{ access_token: string }>>('refreshToken', undefined, second)).body.data.access_token;
    const elsewhere = await signIn(api, 'cssenior');
    expect((await api.call('logout', undefined, third)).status).toBe(200);
    for (const [name, ended] of [['first', first], ['second', second], ['third', third]] as const) {
      expect((await api.call('queryPeriodTypes', {}, ended)).status, name).toBe(401);
      expect((await api.call('refreshToken', undefined, ended)).status, name).toBe(401);
    }
    // Another sign-in of the same user is another session.
    expect((await api.call('queryPeriodTypes', {}, elsewhere)).status).toBe(200);
  });
});

describe('issue 25 finding 12: a second password-reset mail leaves the first link valid for an hour', () => {
  it('[forgot-password-call] [reset-code-check] [reset-password-call] keeps one live reset link per user, and none after a reset', async () => {
    await api.call('forgotPassword', { username: 'rtmconfig' });
    const first = await resetCodeIn('rtmconfig@cadence.example');
    await api.call('forgotPassword', { username: 'rtmconfig' });
    const second = await resetCodeIn('rtmconfig@cadence.example');
    expect(second).not.toBe(first);
    expect((await api.call<Answer>('checkToken', { token: first })).body.data).toEqual({ valid: false });
    expect((await api.call('resetPassword', { password_reset_token: first, password: 'First#Link2027' })).status).toBe(422);
    expect((await api.call<Answer>('checkToken', { token: second })).body.data).toEqual({ valid: true });

    await api.call('emailLoginLink', { username: 'rtmconfig' });
    const loginLink = await loginTokenIn('rtmconfig@cadence.example');
    expect((await api.call('resetPassword', { password_reset_token: second, password: 'Second#Link2027' })).status).toBe(200);
    expect((await api.call<Answer>('checkToken', { token: second })).body.data).toEqual({ valid: false });
    // A login link mailed before the reset opens nothing after it.
    expect((await api.call('login', { username: 'rtmconfig', login_token: loginLink })).status).toBe(401);
    expect((await api.call('login', { username: 'rtmconfig', password: 'Second#Link2027' })).status).toBe(200);
  });
});

describe('issue 25 finding 13: an SSO ID token can be replayed on login/okta', () => {
  const ssoToken = async (username: string): Promise<string> => {
    const html = await (await api.fetch(`/dev/sso?username=${username}&redirect=/`)).text();
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    return new URL(href, api.baseUrl).searchParams.get('sso_token') ?? '';
  };

  it('[login-sso-call] [login-sso-not-assigned] accepts each token once, on every instance sharing the database', async () => {
    const idToken = await ssoToken('therapist');
    expect((await api.call('loginOkta', { username: 'therapist', token: idToken })).status).toBe(200);
    const replayed = await api.call<Answer>('loginOkta', { username: 'therapist', token: idToken });
    expect(replayed).toEqual({ status: 401, body: { message: 'User is not assigned to the client application' } });

    // Another middleware instance on the same database refuses it too, and takes a fresh one once.
    const second: FastifyInstance = await buildServer({ db: api.db, mailer: createOutboxMailer(api.db, api.clock), config: testConfig, clock: api.clock });
    try {
      const signOnAt = async (token: string) =>
        (
          await second.inject({ method: 'POST', url: '/api/login/okta', payload: { username: 'therapist', token } })
        ).statusCode;
      expect(await signOnAt(idToken)).toBe(401);
      // A token of this instance's own demo provider (the same secret) signs in once here, then nowhere.
      const fresh = await ssoToken('therapist');
      expect(await signOnAt(fresh)).toBe(200);
      expect((await api.call('loginOkta', { username: 'therapist', token: fresh })).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
