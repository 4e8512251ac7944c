import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionPhase } from './sessionPhase';
import { loginResult, ok, startSession } from './sessionTestHarness';

describe('sessionPhase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('[initial-session-check-delay] is checking while a stored session is checked', () => {
    const run = startSession({ input: { storedToken: 'stored' } });
    expect(sessionPhase(run.actor.getSnapshot())).toBe('checking');
    run.actor.stop();
  });

  it('[two-factor-required] follows a sign-in from signed out through two-factor and loading to signed in', async () => {
    const run = startSession({
      scripts: {
        login: [ok({ two_factor_required: true, username: 'superadmin' }), ok(loginResult())],
        validateOtpCode: [ok({ locked: false, verified: true, message: 'Verified' })],
        loadRoles: [ok({ permissions: [] })],
        loadLookups: [ok({})],
      },
    });
    const phase = () => sessionPhase(run.actor.getSnapshot());
    expect(phase()).toBe('signedOut');
    run.send({ type: 'LOGIN', username: 'superadmin', password: 'Cadence#2026' });
    expect(phase()).toBe('signedOut');
    await run.settle();
    expect(phase()).toBe('twoFactor');
    run.send({ type: 'SUBMIT_OTP', code: '123456' });
    await run.settle();
    expect(phase()).toBe('checking');
    await run.advance(500);
    expect(phase()).toBe('signedIn');
    run.send({ type: 'LOGOUT' });
    expect(phase()).toBe('checking');
    run.actor.stop();
  });
});
