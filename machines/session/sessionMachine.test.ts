import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from './sessionMachine';
import { FakeSessionBackend, fail, failWith, fakeLandingRoute, loginResult, ok, signIn, startSession, type SessionRun } from './sessionTestHarness';
import type { LoginResult, SessionInput } from './types';

const expired = 'Your session has expired.';
const credentials = { type: 'LOGIN', username: 'surgeon', password: 'Cadence#2026' } as const;

let runs: SessionRun[] = [];

function start(options: Parameters<typeof startSession>[0] = {}): SessionRun {
  const run = startSession(options);
  runs.push(run);
  return run;
}

/** Signs in with `result` and lets the post-login load finish (roles after 500 ms, then lookups). */
async function signedIn(result: LoginResult = loginResult(), input: Partial<SessionInput> = {}): Promise<SessionRun> {
  const run = start({ input });
  await signIn(run, result);
  return run;
}

/** Reaches the two-factor step for `superadmin`. */
async function atTwoFactor(input: Partial<SessionInput> = {}): Promise<SessionRun> {
  const run = start({ input, scripts: { login: [ok({ two_factor_required: true, username: 'superadmin' })] } });
  run.send({ type: 'LOGIN', username: 'superadmin', password: 'Cadence#2026' });
  await run.settle();
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const run of runs) run.actor.stop();
  runs = [];
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('[login-call] sends username, password, bypass_okta_login and redirect_url, and no two_factor_token (the browser sends the cookie)', async () => {
    const run = start({ input: { redirectUrl: 'http://localhost:8080/' } });
    run.send(credentials);
    await run.settle();
    expect(run.backend.inputsOf('login')).toEqual([
      {
        username: 'surgeon',
        password: 'Cadence#2026',
        bypass_okta_login: true,
        redirect_url: 'http://localhost:8080/',
      },
    ]);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.hasTag('busy')).toBe(true);
  });

  it('[login-call] shows the server message of a refused sign-in on the login screen', async () => {
    const run = start({ scripts: { login: [fail('These credentials do not match our records.')] } });
    run.send(credentials);
    await run.settle();
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.hasTag('busy')).toBe(false);
    expect(run.context().error).toBe('These credentials do not match our records.');
    expect(run.context().credentials).toBeUndefined();
  });

  it('[login-call] signs in with an e-mailed login link by sending login_token', async () => {
    const run = start({ scripts: { login: [ok(loginResult())] } });
    run.send({ type: 'LOGIN_TOKEN', username: 'surgeon', loginToken: 'link-token' });
    await run.settle();
    expect(run.backend.inputsOf('login')).toEqual([{ username: 'surgeon', login_token: 'link-token', bypass_okta_login: true }]);
    expect(run.context().token).toBe('token-1');
  });

  it('[login-response] keeps the token, user, practice, maintenance notices and middleware version', async () => {
    const result = loginResult({ ongoing_maintenance_messages: ['Down now'], upcoming_maintenance_messages: ['Down Sunday'] });
    const run = await signedIn(result);
    const context = run.context();
    expect(context.token).toBe('token-1');
    expect(context.user).toEqual(result.user);
    expect(context.practice).toEqual(result.practice);
    expect(context.maintenance).toEqual({ ongoing: ['Down now'], upcoming: ['Down Sunday'] });
    expect(context.middlewareVersion).toBe('3.33.0');
    expect(run.hasTag('signedIn')).toBe(true);
  });

  it('SET_PRACTICE changes the acting practice and, with null, clears it (Deselect Practice)', async () => {
    const run = await signedIn(loginResult());
    run.send({ type: 'SET_PRACTICE', practice: { id: 9, name: 'Lakeside Clinic' } });
    expect(run.context().practice).toEqual({ id: 9, name: 'Lakeside Clinic' });
    run.send({ type: 'SET_PRACTICE', practice: null });
    expect(run.context().practice).toBeUndefined();
    expect(run.hasTag('signedIn')).toBe(true);
  });

  it('[reset-code-on-sign-in] shows "Please enter a new password." and opens /password/{code}', async () => {
    const run = start({ scripts: { login: [ok({ password_reset_code: 'R3SET' })] } });
    run.send(credentials);
    await run.settle();
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe('Please enter a new password.');
    expect(run.context().redirect).toEqual({ to: '/password/R3SET', seq: 1 });
    expect(run.context().token).toBeUndefined();
  });

  it('[password-expiry-warning] warns "Your password will expire in {n} days." when it expires soon', async () => {
    const soon = await signedIn(loginResult({ user: { password_expires_days: 3 } }));
    expect(soon.context().notice).toBe('Your password will expire in 3 days.');

    const later = await signedIn(loginResult({ user: { password_expires_days: 30 } }));
    expect(later.context().notice).toBeUndefined();

    const custom = await signedIn(loginResult({ user: { password_expires_days: 30 } }), { passwordExpiryWarningDays: 30 });
    expect(custom.context().notice).toBe('Your password will expire in 30 days.');
  });
});

describe('two-factor step', () => {
  it('[two-factor-required] shows the code step for the answered user with Resend waiting', async () => {
    const run = await atTwoFactor();
    expect(run.hasTag('twoFactor')).toBe(true);
    expect(run.context().otp).toEqual({ username: 'superadmin', resendAvailableInSec: 30 });
    expect(run.context().token).toBeUndefined();
  });

  it('[otp-empty] refuses an empty code without calling the server', async () => {
    const run = await atTwoFactor();
    run.send({ type: 'SUBMIT_OTP', code: '  ' });
    await run.settle();
    expect(run.context().error).toBe('Please enter the one time password code.');
    expect(run.backend.inputsOf('validateOtpCode')).toEqual([]);
    expect(run.hasTag('twoFactor')).toBe(true);
  });

  it('[otp-min-length] refuses a code shorter than 6 characters without calling the server', async () => {
    const run = await atTwoFactor();
    run.send({ type: 'SUBMIT_OTP', code: '12345' });
    await run.settle();
    expect(run.context().error).toBe('One time password code must be at least 6 characters long.');
    expect(run.backend.inputsOf('validateOtpCode')).toEqual([]);
  });

  it('[otp-validate-call] checks the code with username and otp_code and shows a refusal in the step', async () => {
    const run = await atTwoFactor();
    run.backend.script('validateOtpCode', ok({ locked: false, verified: false, message: 'Invalid code.' }));
    run.send({ type: 'SUBMIT_OTP', code: '123456' });
    await run.settle();
    expect(run.backend.inputsOf('validateOtpCode')).toEqual([{ username: 'superadmin', otp_code: '123456' }]);
    expect(run.context().error).toBe('Invalid code.');
    expect(run.hasTag('twoFactor')).toBe(true);
    expect(run.hasTag('busy')).toBe(false);
  });

  it('[otp-locked] shows the server message and returns to login', async () => {
    const run = await atTwoFactor();
    run.backend.script('validateOtpCode', ok({ locked: true, verified: false, message: 'Too many attempts. Your account is locked.' }));
    run.send({ type: 'SUBMIT_OTP', code: '123456' });
    await run.settle();
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe('Too many attempts. Your account is locked.');
    expect(run.context().otp).toBeUndefined();
  });

  it('[two-factor-token-kept] after a verified code signs in again with the same credentials (the server set the remember cookie), holding no token itself', async () => {
    const run = await atTwoFactor();
    run.backend.script('validateOtpCode', ok({ locked: false, verified: true, message: 'The code is correct.' }));
    run.backend.script('login', ok(loginResult({ user: { username: 'superadmin', role_id: 1 } })));
    run.send({ type: 'SUBMIT_OTP', code: '123456' });
    await run.settle();
    expect(run.backend.inputsOf('login')[1]).toEqual({
      username: 'superadmin',
      password: 'Cadence#2026',
      bypass_okta_login: true,
    });
    expect(run.context().user?.username).toBe('superadmin');
    expect(JSON.stringify(run.context())).not.toContain('two_factor_token');
  });

  it('[email-login-link-call] [two-factor-required] issue 25 finding 2: a login link of a two-factor user leads to the code step, and the code completes it with the same link', async () => {
    const run = start({ scripts: { login: [ok({ two_factor_required: true, username: 'superadmin' })] } });
    run.send({ type: 'LOGIN_TOKEN', username: 'superadmin', loginToken: 'link-token' });
    await run.settle();
    expect(run.hasTag('twoFactor')).toBe(true);
    expect(run.context().otp?.username).toBe('superadmin');
    run.backend.script('validateOtpCode', ok({ locked: false, verified: true, message: 'The code is correct.' }));
    run.backend.script('login', ok(loginResult({ user: { username: 'superadmin', role_id: 1 } })));
    run.send({ type: 'SUBMIT_OTP', code: '123456' });
    await run.settle();
    expect(run.backend.inputsOf('login')[1]).toEqual({ username: 'superadmin', login_token: 'link-token', bypass_okta_login: true });
    expect(run.context().user?.username).toBe('superadmin');
  });

  it('[otp-validate-call] a wrong code (not verified, not locked) stays on the code step with the server message', async () => {
    const run = await atTwoFactor();
    run.backend.script('validateOtpCode', ok({ locked: false, verified: false, message: 'The code is not correct. 4 attempts left.' }));
    run.send({ type: 'SUBMIT_OTP', code: '123456' });
    await run.settle();
    expect(run.hasTag('twoFactor')).toBe(true);
    expect(run.context().error).toBe('The code is not correct. 4 attempts left.');
    expect(run.backend.inputsOf('login')).toHaveLength(1);
  });

  it('[otp-resend-cooldown] refuses Resend during a 30-second countdown that ticks each second', async () => {
    const run = await atTwoFactor();
    run.send({ type: 'RESEND_OTP' });
    await run.advance(1000);
    expect(run.context().otp?.resendAvailableInSec).toBe(29);
    await run.advance(28_000);
    expect(run.context().otp?.resendAvailableInSec).toBe(1);
    run.send({ type: 'RESEND_OTP' });
    await run.settle();
    expect(run.backend.inputsOf('resendOtpCode')).toEqual([]);

    await run.advance(1000);
    expect(run.context().otp?.resendAvailableInSec).toBe(0);
    run.backend.script('resendOtpCode', ok({ message: 'A new code has been sent.' }));
    run.send({ type: 'RESEND_OTP' });
    await run.settle();
    expect(run.backend.inputsOf('resendOtpCode')).toEqual([{ username: 'superadmin' }]);
    expect(run.context().notice).toBe('A new code has been sent.');
    expect(run.context().otp?.resendAvailableInSec).toBe(30);
    run.send({ type: 'RESEND_OTP' });
    await run.settle();
    expect(run.backend.inputsOf('resendOtpCode')).toHaveLength(1);
  });

  it('[otp-resend-cooldown] a failed resend shows the message and allows another try', async () => {
    const run = await atTwoFactor();
    await run.advance(30_000);
    run.backend.script('resendOtpCode', fail('Mail server unavailable'));
    run.send({ type: 'RESEND_OTP' });
    await run.settle();
    expect(run.context().error).toBe('Mail server unavailable');
    expect(run.context().otp?.resendAvailableInSec).toBe(0);
    run.send({ type: 'RESEND_OTP' });
    await run.settle();
    expect(run.backend.inputsOf('resendOtpCode')).toHaveLength(2);
  });

  it('[otp-pending-expiry] returns to login 360000 ms after the code was sent', async () => {
    const run = await atTwoFactor();
    await run.advance(359_999);
    expect(run.hasTag('twoFactor')).toBe(true);
    await run.advance(1);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().otp).toBeUndefined();
    expect(run.context().error).toBe('The one time password code has expired. Please sign in again.');
  });

  it('[two-factor-required] Cancel returns to login and forgets the pending sign-in', async () => {
    const run = await atTwoFactor();
    run.send({ type: 'CANCEL_OTP' });
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().otp).toBeUndefined();
    expect(run.context().credentials).toBeUndefined();
  });
});

describe('single sign-on', () => {
  it('[login-sso-call] signs in with POST login/okta {username, token}', async () => {
    const run = start({ scripts: { loginOkta: [ok(loginResult())] } });
    run.send({ type: 'SSO', username: 'surgeon', token: 'okta-token' });
    await run.settle();
    expect(run.backend.inputsOf('loginOkta')).toEqual([{ username: 'surgeon', token: 'okta-token' }]);
    expect(run.context().token).toBe('token-1');
  });

  it('[login-sso-not-assigned] shows the okta message and returns to login', async () => {
    const run = start({ scripts: { loginOkta: [fail('User is not assigned to the client application')] } });
    run.send({ type: 'SSO', username: 'surgeon', token: 'okta-token' });
    await run.settle();
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.hasTag('busy')).toBe(false);
    expect(run.context().error).toBe('Your okta credentials are not authorized for this site. Please contact your Admin');
    expect(run.context().redirect?.to).toBe('/');
  });

  it('[login-sso-call] shows any other single sign-on failure as it is', async () => {
    const run = start({ scripts: { loginOkta: [fail('Token expired')] } });
    run.send({ type: 'SSO', username: 'surgeon', token: 'okta-token' });
    await run.settle();
    expect(run.context().error).toBe('Token expired');
    expect(run.context().redirect).toBeUndefined();
  });
});

describe('after sign-in', () => {
  it('[initial-data-load-delay] loads the user roles 500 ms after sign-in', async () => {
    const run = start({ scripts: { login: [ok(loginResult())] } });
    run.send(credentials);
    await run.settle();
    await run.advance(499);
    expect(run.backend.inputsOf('loadRoles')).toEqual([]);
    expect(run.hasTag('checking')).toBe(true);
    await run.advance(1);
    expect(run.backend.inputsOf('loadRoles')).toEqual([{ token: 'token-1', userId: 42, roleId: 40 }]);
  });

  it('[post-login-init] sets the permissions, loads the lookup lists, then is ready', async () => {
    const run = start({ scripts: { login: [ok(loginResult())] } });
    run.send(credentials);
    await run.advance(500);
    run.backend.resolve('loadRoles', { permissions: ['viewPlan', 'editPatient'] });
    await run.settle();
    expect(run.context().permissions).toEqual(['viewPlan', 'editPatient']);
    expect(run.backend.inputsOf('loadLookups')).toEqual([{ token: 'token-1' }]);
    expect(run.hasTag('signedIn')).toBe(false);
    run.backend.resolve('loadLookups', { surgeons: [{ id: 1 }] });
    await run.settle();
    expect(run.context().lookups).toEqual({ surgeons: [{ id: 1 }] });
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.value()).toMatchObject({ authenticated: { flow: { signedIn: 'ready' } } });
  });

  it('[post-login-init] a failed lookup load is only logged', async () => {
    const run = start({ scripts: { login: [ok(loginResult())], loadRoles: [ok({ permissions: ['viewPlan'] })], loadLookups: [fail('Lookup down')] } });
    run.send(credentials);
    await run.advance(500);
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().error).toBeUndefined();
    expect(run.reported).toEqual([{ during: 'loading the lookup lists', error: new Error('Lookup down') }]);
  });

  it('[roles-load-failure] logs out, goes to / and shows "Your session has expired."', async () => {
    const run = start({ scripts: { login: [ok(loginResult())], loadRoles: [fail('Server error')], logout: [ok({})] } });
    run.send(credentials);
    await run.advance(500);
    expect(run.backend.inputsOf('logout')).toEqual([{ token: 'token-1' }]);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe(expired);
    expect(run.context().token).toBeUndefined();
    expect(run.context().redirect?.to).toBe('/');
  });

  it('[privacy-consent-required] asks for consent; Accept calls accept_privacy_policy', async () => {
    const run = await signedIn(loginResult({ user: { consented: false } }));
    expect(run.hasTag('consent')).toBe(true);
    expect(run.hasTag('signedIn')).toBe(true);
    run.backend.script('acceptPrivacyPolicy', ok({ consented: true }));
    run.send({ type: 'ACCEPT_POLICY' });
    await run.settle();
    expect(run.backend.inputsOf('acceptPrivacyPolicy')).toEqual([{ token: 'token-1' }]);
    expect(run.context().consented).toBe(true);
    expect(run.context().user?.consented).toBe(true);
    expect(run.hasTag('consent')).toBe(false);
  });

  it('[privacy-consent-required] a failed accept keeps the dialog and shows the message', async () => {
    const run = await signedIn(loginResult({ user: { consented: false } }));
    run.backend.script('acceptPrivacyPolicy', fail('Try again later'));
    run.send({ type: 'ACCEPT_POLICY' });
    await run.settle();
    expect(run.hasTag('consent')).toBe(true);
    expect(run.context().error).toBe('Try again later');
    expect(run.context().consented).toBe(false);
  });

  it('[privacy-consent-required] declining logs the user out', async () => {
    const run = await signedIn(loginResult({ user: { consented: false } }));
    run.backend.script('logout', ok({}));
    run.send({ type: 'DECLINE_POLICY' });
    await run.settle();
    expect(run.backend.inputsOf('logout')).toHaveLength(1);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().user).toBeUndefined();
  });

  it('[deep-link-restore] opens the saved deep link instead of the landing route, once', async () => {
    const run = start({ scripts: { login: [ok(loginResult())], loadRoles: [ok({ permissions: [] })], loadLookups: [ok({})] } });
    run.send({ type: 'SET_DEEP_LINK', path: '/patientProfile/12?tab=notes' });
    run.send(credentials);
    await run.advance(500);
    expect(run.context().redirect).toEqual({ to: '/patientProfile/12?tab=notes', seq: 1 });
    expect(run.context().deepLink).toBeUndefined();
  });

  it.each([
    ['[landing-practices] super admin', { role_id: 1 }, null, '/practices'],
    ['[landing-practices] customer-service manager', { role_id: 8 }, null, '/practices'],
    ['[landing-patients] field specialist', { role_id: 7 }, null, '/patients'],
    ['[landing-patients] monitoring specialist', { role_id: 14 }, null, '/patients'],
    ['[landing-patients] RTM configuration manager', { role_id: 60 }, null, '/patients'],
    ['[landing-patients] customer-service junior', { role_id: 10 }, null, '/patients'],
    ['[landing-patients] anyone with a practice', { role_id: 40 }, { id: 3, name: 'North Clinic', template_url: null }, '/patients'],
    ['[landing-reports] report access', { role_id: 11 }, null, '/admin/reports'],
    ['[landing-fallback] anyone else', { role_id: 40 }, null, '/practice/new'],
  ])('%s lands on the right route', async (_who, user, practice, route) => {
    const run = await signedIn(loginResult({ user, practice }));
    expect(run.context().redirect).toEqual({ to: route, seq: 1 });
  });
});

describe('stored session at start', () => {
  it('[initial-session-check-delay] checks a stored token 700 ms after start and resumes the session', async () => {
    const result = loginResult();
    const run = start({
      input: { storedToken: 'stored' },
      scripts: {
        restoreSession: [ok({ access_token: 'fresh', user: result.user, practice: result.practice })],
        loadRoles: [ok({ permissions: ['viewPlan'] })],
        loadLookups: [ok({})],
      },
    });
    expect(run.hasTag('checking')).toBe(true);
    await run.advance(699);
    expect(run.backend.inputsOf('restoreSession')).toEqual([]);
    await run.advance(1);
    expect(run.backend.inputsOf('restoreSession')).toEqual([{ token: 'stored' }]);
    await run.advance(500);
    expect(run.context().token).toBe('fresh');
    expect(run.hasTag('signedIn')).toBe(true);
    // A reloaded page stays where it is: no landing redirect without a saved deep link.
    expect(run.context().redirect).toBeUndefined();
  });

  it('[deep-link-restore] a reloaded session opens a saved deep link', async () => {
    const result = loginResult();
    const run = start({
      input: { storedToken: 'stored', deepLink: '/teamManagement' },
      scripts: {
        restoreSession: [ok({ access_token: 'fresh', user: result.user, practice: result.practice })],
        loadRoles: [ok({ permissions: [] })],
        loadLookups: [ok({})],
      },
    });
    await run.advance(700 + 500);
    expect(run.context().redirect).toEqual({ to: '/teamManagement', seq: 1 });
  });

  it('[initial-session-check-delay] a failed check goes to the login state silently', async () => {
    const run = start({ input: { storedToken: 'stale' }, scripts: { restoreSession: [fail('Unauthenticated.')] } });
    await run.advance(700);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBeUndefined();
    expect(run.context().storedToken).toBeUndefined();
  });

  it('[initial-session-check-delay] TOKEN_FOUND starts the same check', async () => {
    const run = start();
    expect(run.hasTag('signedOut')).toBe(true);
    run.send({ type: 'TOKEN_FOUND', token: 'stored' });
    expect(run.hasTag('checking')).toBe(true);
    await run.advance(700);
    expect(run.backend.inputsOf('restoreSession')).toEqual([{ token: 'stored' }]);
  });
});

describe('token refresh', () => {
  it('[token-refresh-first] refreshes 120000 ms after sign-in and keeps the new token', async () => {
    const run = await signedIn();
    run.backend.script('refreshToken', ok({ access_token: 'token-2', expires_in: 900 }));
    await run.advance(120_000 - 500 - 1);
    expect(run.backend.inputsOf('refreshToken')).toEqual([]);
    await run.advance(1);
    expect(run.backend.inputsOf('refreshToken')).toEqual([{ token: 'token-1' }]);
    expect(run.context().token).toBe('token-2');
  });

  it('[token-refresh-interval] then refreshes every 780000 ms with the latest token', async () => {
    const run = await signedIn();
    run.backend.script('refreshToken', ok({ access_token: 'token-2', expires_in: 900 }), ok({ access_token: 'token-3', expires_in: 900 }), ok({ access_token: 'token-4', expires_in: 900 }));
    run.send({ type: 'SET_REMOTE_CALL', on: true }); // keeps the idle logout out of this long wait
    await run.advance(120_000 - 500);
    await run.advance(780_000 - 1);
    expect(run.backend.inputsOf('refreshToken')).toHaveLength(1);
    await run.advance(1);
    await run.advance(780_000);
    expect(run.backend.inputsOf('refreshToken')).toEqual([{ token: 'token-1' }, { token: 'token-2' }, { token: 'token-3' }]);
    expect(run.context().token).toBe('token-4');
  });

  it('[token-refresh-interval] a refused refresh (401) signs out with "Your session has expired." and revokes nothing more', async () => {
    const run = await signedIn();
    run.backend.script('refreshToken', failWith(401, 'Unauthenticated.'));
    await run.advance(120_000 - 500);
    // Another window of the session may have refreshed it a moment ago: its token may still come.
    expect(run.hasTag('signedIn')).toBe(true);
    await run.advance(2000);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe(expired);
    expect(run.context().redirect?.to).toBe('/');
    // The token is refreshed away or revoked already; a logout with it could only end the
    // session of a window that holds its successor.
    expect(run.backend.inputsOf('logout')).toEqual([]);
  });
});

describe('idle', () => {
  it('[idle-warning] shows "Are you still here?" after 840000 ms without activity', async () => {
    const run = await signedIn(); // the idle timer runs from sign-in; 500 ms have passed
    await run.advance(840_000 - 500 - 1);
    expect(run.hasTag('idleWarning')).toBe(false);
    await run.advance(1);
    expect(run.hasTag('idleWarning')).toBe(true);
  });

  it('[idle-warning] activity restarts the idle timer, and "I\'m here" closes the warning', async () => {
    const run = await signedIn();
    await run.advance(800_000);
    run.send({ type: 'ACTIVITY' });
    await run.advance(800_000);
    expect(run.hasTag('idleWarning')).toBe(false);
    await run.advance(40_000);
    expect(run.hasTag('idleWarning')).toBe(true);
    run.send({ type: 'ACTIVITY' }); // moving the mouse is not an answer
    expect(run.hasTag('idleWarning')).toBe(true);
    run.send({ type: 'STAY' });
    expect(run.hasTag('idleWarning')).toBe(false);
    await run.advance(60_000);
    expect(run.hasTag('signedIn')).toBe(true);
  });

  it('[idle-warning-suppressed-video] no warning in remote-call mode; turning it off restarts the timer', async () => {
    const run = await signedIn();
    run.send({ type: 'SET_REMOTE_CALL', on: true });
    expect(run.context().remoteCall).toBe(true);
    await run.advance(2 * 840_000);
    expect(run.hasTag('idleWarning')).toBe(false);
    run.send({ type: 'SET_REMOTE_CALL', on: false });
    expect(run.context().remoteCall).toBe(false);
    await run.advance(839_999);
    expect(run.hasTag('idleWarning')).toBe(false);
    await run.advance(1);
    expect(run.hasTag('idleWarning')).toBe(true);
    run.send({ type: 'SET_REMOTE_CALL', on: true });
    expect(run.hasTag('idleWarning')).toBe(false);
  });

  it('[idle-warning-suppressed-video] remote-call mode switched on while signed out also suppresses the warning', async () => {
    const run = start({ scripts: { login: [ok(loginResult())], loadRoles: [ok({ permissions: [] })], loadLookups: [ok({})] } });
    run.send({ type: 'SET_REMOTE_CALL', on: true });
    run.send(credentials);
    await run.advance(840_000 + 60_000);
    expect(run.hasTag('idleWarning')).toBe(false);
    expect(run.hasTag('signedIn')).toBe(true);
  });

  it('[idle-forced-logout] 60 s after the warning: finishes the viewing log, logs out, goes to /', async () => {
    const run = await signedIn();
    run.backend.script('finishViewingLog', ok({}));
    run.backend.script('logout', ok({}));
    await run.advance(840_000 - 500);
    expect(run.hasTag('idleWarning')).toBe(true);
    await run.advance(59_999);
    expect(run.backend.inputsOf('finishViewingLog')).toEqual([]);
    await run.advance(1);
    expect(run.backend.inputsOf('finishViewingLog')).toEqual([{ token: 'token-1' }]);
    expect(run.backend.inputsOf('logout')).toEqual([{ token: 'token-1' }]);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe(expired);
    expect(run.context().redirect).toEqual({ to: '/', seq: 2 });
  });

  it('[idle-forced-logout] logs out even when finishing the viewing log fails', async () => {
    const run = await signedIn();
    run.backend.script('finishViewingLog', fail('No open log'));
    run.backend.script('logout', ok({}));
    await run.advance(900_000);
    expect(run.backend.inputsOf('logout')).toHaveLength(1);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.reported.map((entry) => entry.during)).toContain('finishing the patient viewing log');
  });
});

describe('logout', () => {
  it('[logout-always-home] goes to / even when the logout call fails, which is only logged', async () => {
    const run = await signedIn();
    run.backend.script('logout', fail('Network Error'));
    run.send({ type: 'LOGOUT' });
    await run.settle();
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().redirect).toEqual({ to: '/', seq: 2 });
    expect(run.context().error).toBeUndefined();
    expect(run.reported).toEqual([{ during: 'logout', error: new Error('Network Error') }]);
  });

  it('[logout-clears-state] clears token, user, permissions, practice, deep link and notices', async () => {
    const run = await signedIn(loginResult({ user: { password_expires_days: 2 } }), { deepLink: '/patients' });
    run.send({ type: 'SET_REMOTE_CALL', on: true });
    run.send({ type: 'SET_DEEP_LINK', path: '/users' });
    run.backend.script('logout', ok({}));
    run.send({ type: 'LOGOUT' });
    expect(run.hasTag('busy')).toBe(true);
    await run.settle();
    expect(run.context()).toMatchObject({
      token: undefined,
      user: undefined,
      practice: undefined,
      permissions: [],
      consented: false,
      deepLink: undefined,
      remoteCall: false,
      notice: undefined,
      otp: undefined,
      lookups: {},
      maintenance: { ongoing: [], upcoming: [] },
    });
  });

  it('[session-state-shape] holds perms, consented and token, and the interface flags remoteCall, deepLink and error', async () => {
    const run = await signedIn(loginResult({ user: { permissions: ['viewPlan'] } }));
    run.send({ type: 'SET_REMOTE_CALL', on: true });
    run.send({ type: 'SET_DEEP_LINK', path: '/search' });
    expect(run.context()).toMatchObject({
      permissions: ['viewPlan'],
      consented: true,
      token: 'token-1',
      remoteCall: true,
      deepLink: '/search',
      error: undefined,
    });
  });
});

describe('configuration', () => {
  it('[idle-warning] [idle-forced-logout] runs alone with provided actors and shortened named delays', async () => {
    const backend = new FakeSessionBackend();
    backend.script('login', ok(loginResult()));
    backend.script('loadRoles', ok({ permissions: [] }));
    backend.script('loadLookups', ok({}));
    backend.script('finishViewingLog', ok({}));
    backend.script('logout', ok({}));
    const actor = createActor(
      sessionMachine.provide({ actors: backend.actors(), delays: { initialDataLoad: 10, idleTimeout: 3000, idleWarning: 2000 } }),
      { input: { landingRoute: fakeLandingRoute } },
    ).start();
    actor.send(credentials);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(2990);
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.error).toBe(expired);
    actor.stop();
  });

  it('[otp-resend-cooldown] [otp-pending-expiry] takes shorter timings from input', async () => {
    const run = await atTwoFactor({ timing: { otpResendCooldownMs: 5000, otpPendingMs: 20_000 } });
    expect(run.context().otp?.resendAvailableInSec).toBe(5);
    await run.advance(5000);
    expect(run.context().otp?.resendAvailableInSec).toBe(0);
    await run.advance(15_000);
    expect(run.hasTag('signedOut')).toBe(true);
  });

  it('a machine started without the runtime\'s actors fails the call loudly instead of hanging', async () => {
    const actor = createActor(sessionMachine, { input: { landingRoute: fakeLandingRoute } }).start();
    actor.send(credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('The session machine\'s "login" actor was not provided');
    actor.stop();
  });
});
