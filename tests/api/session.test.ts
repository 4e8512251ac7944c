// Every sign-in path of ARCHITECTURE.md's table, over HTTP against a seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';
import { codeFromMail, password, signIn, signInWithCode } from './harness/signIn';

type Data<T = Record<string, unknown>> = { data: T; message?: string; form_error?: { name: string; message: string } };

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ patients: 20 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

const minutes = (n: number) => n * 60_000;

describe('login', () => {
  it('[login-call] [login-response] answers the LoginResult with token, user, practice and maintenance notices', async () => {
    const { status, body } = await api.call<Data>('login', { username: 'staff', password, bypass_okta_login: true, redirect_url: '/patients' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      two_factor_required: false,
      expires_in: 900,
      redirect: '/patients',
      middleware_version: 'test-1',
      mfg_api: '/mfg',
      ongoing_maintenance_messages: [],
      practice: { name: 'Northside Orthopaedics' },
      user: {
        username: 'staff',
        role_id: 50,
        user_role: { id: 50, name: 'Clinical Staff Member' },
        is_super_user: false,
        consented: false,
        password_expires_days: 90,
        practice_team_member: { first_name: 'Tomás' },
      },
    });
    expect(body.data.access_token).toEqual(expect.any(String));
    expect(body.data.upcoming_maintenance_messages).toEqual([expect.stringContaining('Scheduled maintenance')]);
    expect((body.data.user as { permissions: string[] }).permissions).toContain('addPatient');
  });

  it('[login-call] accepts the username in any letter case', async () => {
    expect((await api.call('login', { username: 'STAFF', password })).status).toBe(200);
  });

  it('[login-call] refuses a wrong password or an unknown user with 401 and the same message', async () => {
    const wrong = await api.call<Data>('login', { username: 'staff', password: 'Wrong#2026x' });
    const unknown = await api.call<Data>('login', { username: 'nobody', password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('[landing-practices] [landing-reports] [landing-fallback] redirects each role to its landing route', async () => {
    const redirectOf = async (username: string) => (await api.call<Data>('login', { username, password })).body.data.redirect;
    expect(await redirectOf('csmanager')).toBe('/practices');
    expect(await redirectOf('reportaccess')).toBe('/admin/reports');
    expect(await redirectOf('sales')).toBe('/practice/new');
    expect(await redirectOf('pms')).toBe('/patients');
  });
});

describe('privacy policy', () => {
  it('[privacy-consent-required] stores the consent so the next sign-in reports consented', async () => {
    const token = await signIn(api, 'cssenior');
    const accepted = await api.call<Data>('acceptPrivacyPolicy', undefined, token);
    expect(accepted).toEqual({ status: 200, body: { data: { consented: true } } });
    const again = await api.call<Data<{ user: { consented: boolean } }>>('login', { username: 'cssenior', password });
    expect(again.body.data.user.consented).toBe(true);
  });
});

describe('two-factor', () => {
  type OtpAnswer = Data<{ locked: boolean; verified: boolean; message: string }>;
  const validate = (otp_code: string) => api.call<OtpAnswer>('validateOtpCode', { username: 'superadmin', otp_code });

  it('[two-factor-required] [otp-validate-call] [two-factor-token-kept] asks for an e-mailed code, then trusts the browser through an HttpOnly cookie', async () => {
    const first = await api.call<Data>('login', { username: 'superadmin', password });
    expect(first.body.data).toEqual({ two_factor_required: true, username: 'superadmin' });
    const code = await codeFromMail(api, 'superadmin@cadence.example');
    const checked = await api.fetch('/api/two_factor_auth/validate_otp_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superadmin', otp_code: code }),
    });
    // The answer carries no token a script could read; the browser keeps it in the cookie.
    expect(await checked.json()).toEqual({ data: { locked: false, verified: true, message: 'The code is correct.' } });
    const setCookie = checked.headers.getSetCookie().find((line) => line.startsWith('cadence_two_factor=')) ?? '';
    const attributes = setCookie.split(';').slice(1).map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/login', `max-age=${30 * 24 * 60 * 60}`]),
    );
    const cookie = setCookie.split(';')[0] ?? '';
    expect(cookie).toMatch(/^cadence_two_factor=.{20,}$/);

    const withCookie = await api.call<Data>('login', { username: 'superadmin', password }, undefined, undefined, { cookie });
    expect(withCookie.body.data).toMatchObject({ two_factor_required: false, redirect: '/practices', user: { is_super_user: true } });
    const withoutCookie = await api.call<Data>('login', { username: 'superadmin', password });
    expect(withoutCookie.body.data).toEqual({ two_factor_required: true, username: 'superadmin' });
    const forgedCookie = await api.call<Data>('login', { username: 'superadmin', password }, undefined, undefined, { cookie: 'cadence_two_factor=forged' });
    expect(forgedCookie.body.data).toEqual({ two_factor_required: true, username: 'superadmin' });
    // The old body field is gone: a token can no longer be handed over outside the cookie.
    const inBody = await api.call<Data>('login', { username: 'superadmin', password, two_factor_token: cookie.split('=')[1] });
    expect(inBody.status).toBe(422);
    // A code is used once.
    expect((await validate(code)).body.data.verified).toBe(false);
  });

  it('[otp-pending-expiry] refuses a code after 6 minutes', async () => {
    await api.call('login', { username: 'superadmin', password });
    const code = await codeFromMail(api, 'superadmin@cadence.example');
    api.clock.advance(minutes(6) + 1000);
    const late = await validate(code);
    expect(late.body.data).toMatchObject({ locked: false, verified: false });
  });

  it('[otp-resend-cooldown] resends a new code only after 30 seconds, and the new code replaces the old', async () => {
    await api.call('login', { username: 'superadmin', password });
    const firstCode = await codeFromMail(api, 'superadmin@cadence.example');
    const countBefore = await mailCount();
    await api.call('resendOtpCode', { username: 'superadmin' });
    expect(await mailCount()).toBe(countBefore);
    api.clock.advance(31_000);
    const resent = await api.call<Data<{ message: string }>>('resendOtpCode', { username: 'superadmin' });
    expect(resent.status).toBe(200);
    expect(await mailCount()).toBe(countBefore + 1);
    const secondCode = await codeFromMail(api, 'superadmin@cadence.example');
    if (secondCode !== firstCode) {
      expect((await validate(firstCode)).body.data.verified).toBe(false);
    }
    expect((await validate(secondCode)).body.data.verified).toBe(true);
  });

  it('[otp-locked] locks two-factor sign-in for 15 minutes after 5 wrong codes, with a message', async () => {
    await api.call('login', { username: 'superadmin', password });
    const code = await codeFromMail(api, 'superadmin@cadence.example');
    const wrong = code === '000000' ? '111111' : '000000';
    let last: OtpAnswer | undefined;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      last = (await validate(wrong)).body;
      expect(last.data.locked).toBe(attempt === 5);
    }
    expect(last?.data.message).toMatch(/locked for 15 minutes/);
    // Locked: even the right code is refused.
    expect((await validate(code)).body.data).toMatchObject({ locked: true, verified: false });
    const meanwhile = await api.call<Data>('login', { username: 'superadmin', password });
    expect(meanwhile.status).toBe(401);
    expect(meanwhile.body.message).toMatch(/locked/);
    api.clock.advance(minutes(15) + 1000);
    expect(await signInWithCode(api, 'superadmin')).toEqual(expect.any(String));
  });

  it('[otp-locked] counts wrong codes across fresh sign-ins: 5 sign-ins with one wrong code each lock the user', async () => {
    const wrongCode = async (): Promise<OtpAnswer> => {
      expect((await api.call<Data>('login', { username: 'superadmin', password })).body.data).toMatchObject({ two_factor_required: true });
      const code = await codeFromMail(api, 'superadmin@cadence.example');
      return (await validate(code === '000000' ? '111111' : '000000')).body;
    };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await wrongCode()).data).toEqual({ locked: false, verified: false, message: `The code is not correct. ${5 - attempt} ${attempt === 4 ? 'attempt' : 'attempts'} left.` });
    }
    const fifth = (await wrongCode()).data;
    expect(fifth.locked).toBe(true);
    expect(fifth.message).toMatch(/locked for 15 minutes/);

    // The 6th sign-in: the right and a wrong password get the same answer, so the lock reveals
    // nothing, and no new code is mailed.
    const mailsBefore = await mailCount();
    const right = await api.call<Data>('login', { username: 'superadmin', password });
    const wrongPassword = await api.call<Data>('login', { username: 'superadmin', password: 'Wrong#Pass2026' });
    expect(right.status).toBe(401);
    expect(right).toEqual(wrongPassword);
    expect(right.body.message).toMatch(/locked/);
    expect(await mailCount()).toBe(mailsBefore);

    api.clock.advance(minutes(15) + 1000);
    expect(await signInWithCode(api, 'superadmin')).toEqual(expect.any(String));
  });

  it('[otp-locked] a right code clears the count of wrong ones', async () => {
    for (let round = 0; round < 2; round += 1) {
      await api.call('login', { username: 'superadmin', password });
      const code = await codeFromMail(api, 'superadmin@cadence.example');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await validate(wrong)).body.data.locked).toBe(false);
      expect((await validate(code)).body.data.verified).toBe(true);
    }
  });
});

describe('tokens', () => {
  it('[token-refresh-interval] refresh issues a new token; the old one answers 30 more seconds, for the calls already sent with it', async () => {
    const token = await signIn(api, 'pmm');
    const refreshed = await api.call<Data<{ access_token: string; expires_in: number }>>('refreshToken', undefined, token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.expires_in).toBe(900);
    api.clock.advance(29_000);
    expect((await api.call('queryPeriodTypes', {}, token)).status).toBe(200);
    api.clock.advance(1_000);
    expect((await api.call('queryPeriodTypes', {}, token)).status).toBe(401);
    expect((await api.call('queryPeriodTypes', {}, refreshed.body.data.access_token)).status).toBe(200);
  });

  it('[token-refresh-interval] an access token expires after 15 minutes', async () => {
    const token = await signIn(api, 'pma');
    api.clock.advance(minutes(14));
    expect((await api.call('queryPeriodTypes', {}, token)).status).toBe(200);
    api.clock.advance(minutes(1) + 1000);
    expect((await api.call('queryPeriodTypes', {}, token)).body).toEqual({ message: 'Unauthenticated.' });
  });

  it('[logout-clears-state] logout revokes the token', async () => {
    const token = await signIn(api, 'csjunior');
    expect((await api.call('logout', undefined, token)).status).toBe(200);
    expect((await api.call('queryPeriodTypes', {}, token)).status).toBe(401);
  });
});

describe('password reset', () => {
  it('[forgot-password-call] [reset-code-check] [reset-password-call] mails a reset link that sets a new password once', async () => {
    const asked = await api.call<Data<{ message: string }>>('forgotPassword', { username: 'executive@cadence.example' });
    expect(asked.status).toBe(200);
    const mail = await api.lastMailTo('executive@cadence.example');
    const code = /\/password\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(mail?.body).toContain('http://portal.test/password/');
    expect((await api.call<Data>('checkToken', { token: code })).body.data).toEqual({ valid: true });

    const weak = await api.call<Data>('resetPassword', { password_reset_token: code, password: 'lowercase#2026' });
    expect(weak.status).toBe(422);
    expect(weak.body.form_error).toEqual({ name: 'password', message: 'Must include uppercase letter' });
    const short = await api.call<Data>('resetPassword', { password_reset_token: code, password: 'Ab1#' });
    expect(short.body.form_error).toEqual({ name: 'password', message: 'Minimum 8 characters' });
    const withName = await api.call<Data>('resetPassword', { password_reset_token: code, password: 'Executive#2027' });
    expect(withName.body.form_error).toEqual({ name: 'password', message: 'Cannot contain username' });

    const done = await api.call<Data>('resetPassword', { password_reset_token: code, password: 'Brand-New#2027' });
    expect(done.status).toBe(200);
    expect((await api.call('login', { username: 'executive', password: 'Brand-New#2027' })).status).toBe(200);
    expect((await api.call('login', { username: 'executive', password })).status).toBe(401);
    expect((await api.call<Data>('checkToken', { token: code })).body.data).toEqual({ valid: false });
  });

  it('[reset-code-check] a reset code expires after 60 minutes', async () => {
    await api.call('forgotPassword', { username: 'billing' });
    const code = /\/password\/([\w-]+)/.exec((await api.lastMailTo('billing@cadence.example'))?.body ?? '')?.[1] ?? '';
    api.clock.advance(minutes(61));
    expect((await api.call<Data>('checkToken', { token: code })).body.data).toEqual({ valid: false });
    expect((await api.call('resetPassword', { password_reset_token: code, password: 'Brand-New#2027' })).status).toBe(422);
  });

  it('[forgot-password-call] answers the same for an unknown account and sends nothing', async () => {
    const before = await mailCount();
    const { status } = await api.call('forgotPassword', { username: 'nobody@nowhere.example' });
    expect(status).toBe(200);
    expect(await mailCount()).toBe(before);
  });

  it('[password-expiry-warning] [reset-code-on-sign-in] counts down to expiry and then answers a reset code', async () => {
    const [row] = await api.db.query<{ password_changed_at: Date }>("select password_changed_at from users where username = 'technology'");
    api.clock.set(new Date((row?.password_changed_at ?? testStart).getTime() + 87 * 24 * 60 * 60_000));
    const soon = await api.call<Data<{ user: { password_expires_days: number } }>>('login', { username: 'technology', password });
    expect(soon.body.data.user.password_expires_days).toBe(3);
    api.clock.advance(3 * 24 * 60 * 60_000);
    const expired = await api.call<Data<{ password_reset_code: string }>>('login', { username: 'technology', password });
    expect(expired.status).toBe(200);
    expect(Object.keys(expired.body.data)).toEqual(['password_reset_code']);
    expect((await api.call<Data>('checkToken', { token: expired.body.data.password_reset_code })).body.data).toEqual({ valid: true });
    // Back to the present for the other tests: every demo password is still young there.
    api.clock.set(new Date(testStart.getTime() + 24 * 60 * 60_000));
  });
});

describe('e-mailed login link', () => {
  it('[email-login-link-call] mails a one-time link that signs in exactly once', async () => {
    expect((await api.call('emailLoginLink', { username: 'fieldspecialist' })).status).toBe(200);
    const mail = await api.lastMailTo('fieldspecialist@cadence.example');
    const token = /login_token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(mail?.body).toContain('http://portal.test/?login_token=');
    const first = await api.call<Data>('login', { username: 'fieldspecialist', login_token: token });
    expect(first.status).toBe(200);
    expect(first.body.data.access_token).toEqual(expect.any(String));
    expect((await api.call('login', { username: 'fieldspecialist', login_token: token })).status).toBe(401);
  });

  it('[email-login-link-call] a link works only for the user it was sent to', async () => {
    await api.call('emailLoginLink', { username: 'rtmconfig' });
    const token = /login_token=([\w-]+)/.exec((await api.lastMailTo('rtmconfig@cadence.example'))?.body ?? '')?.[1] ?? '';
    expect((await api.call('login', { username: 'staff', login_token: token })).status).toBe(401);
  });
});

describe('single sign-on', () => {
  const ssoToken = async (username: string): Promise<string> => {
    const page = await api.fetch(`/dev/sso?username=${username}&redirect=/`);
    const html = await page.text();
    expect(html).toContain(`Continue as ${username}`);
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    return new URL(href, 'http://portal.test').searchParams.get('sso_token') ?? '';
  };

  it('[login-sso-call] signs an sso-enabled user in with the identity provider token', async () => {
    const { status, body } = await api.call<Data>('loginOkta', { username: 'surgeon', token: await ssoToken('surgeon') });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ user: { username: 'surgeon', role_id: 40 }, redirect: '/patients' });
  });

  it('[login-sso-not-assigned] refuses users not assigned to single sign-on, and forged tokens', async () => {
    const notAssigned = await api.call<Data>('loginOkta', { username: 'staff', token: await ssoToken('staff') });
    expect(notAssigned).toEqual({ status: 401, body: { message: 'User is not assigned to the client application' } });
    const forged = await api.call<Data>('loginOkta', { username: 'surgeon', token: await ssoToken('therapist') });
    expect(forged.status).toBe(401);
  });

  it('[login-sso-call] an identity provider token lives only a couple of minutes', async () => {
    const token = await ssoToken('therapist');
    api.clock.advance(minutes(3));
    expect((await api.call('loginOkta', { username: 'therapist', token })).status).toBe(401);
  });
});

describe('generate password', () => {
  it('[generate-password-call] gives the customer-service manager a policy-valid password', async () => {
    const token = await signIn(api, 'csmanager');
    const { status, body } = await api.call<Data<{ password: string }>>('generatePassword', undefined, token);
    expect(status).toBe(200);
    expect(body.data.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,64}$/);
  });
});

async function mailCount(): Promise<number> {
  const [row] = await api.db.query<{ count: number }>('select count(*)::int as count from outbox');
  return row?.count ?? 0;
}
