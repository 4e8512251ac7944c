// A token refresh that meets an outage (issue 25: the middleware answers 503 with Retry-After
// while its database is out of reach, and a network failure gets no answer at all) is tried
// again until the token runs out; only a refusal or the token's end signs the user out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, loginResult, ok, signIn, startSession, type SessionRun } from './sessionTestHarness';

const expired = 'Your session has expired.';
const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';

let run: SessionRun;
let t0 = 0;

/** Moves the fake clock on to `ms` after the sign-in. */
async function advanceTo(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(t0 + ms - Date.now());
}

/** Refresh calls so far, by the token they carried. */
function refreshes(): string[] {
  return run.backend.inputsOf('refreshToken').map((input) => input.token);
}

beforeEach(async () => {
  vi.useFakeTimers();
  t0 = Date.now();
  run = startSession();
  // A token of 900 s: its first refresh falls due at 120 s, so it runs out 780 s later, at 900 s.
  await signIn(run, loginResult({ expires_in: 900 }));
  run.send({ type: 'SET_REMOTE_CALL', on: true }); // keeps the idle logout out of these long waits
});

afterEach(() => {
  run.actor.stop();
  vi.useRealTimers();
});

describe('issue 25 finding 11 follow-up: a token refresh during an outage', () => {
  it('[token-refresh-first] answered 503 with Retry-After: tried again after the wait the server asked, and the session stays as it was', async () => {
    run.backend.script('refreshToken', failWith(503, unavailable, 5000), ok({ access_token: 'token-2', expires_in: 900 }));
    await advanceTo(120_000);
    expect(refreshes()).toEqual(['token-1']);
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().error).toBeUndefined();
    await advanceTo(125_000 - 1);
    expect(refreshes()).toEqual(['token-1']);
    await advanceTo(125_000);
    expect(refreshes()).toEqual(['token-1', 'token-1']);
    expect(run.context().token).toBe('token-2');
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().error).toBeUndefined();
    // The next refresh is 780 s after the new token came.
    run.backend.script('refreshToken', ok({ access_token: 'token-3', expires_in: 900 }));
    await advanceTo(905_000);
    expect(refreshes()).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('[token-refresh-first] with no answer (a network failure): tried again 1, 2, 4 s later, backing off', async () => {
    const noAnswer = failWith(0, 'Failed to fetch');
    run.backend.script('refreshToken', noAnswer, noAnswer, noAnswer, ok({ access_token: 'token-2', expires_in: 900 }));
    await advanceTo(120_000);
    await advanceTo(121_000);
    await advanceTo(123_000 - 1);
    expect(refreshes()).toHaveLength(2);
    await advanceTo(123_000);
    expect(refreshes()).toHaveLength(3);
    await advanceTo(127_000);
    expect(refreshes()).toEqual(['token-1', 'token-1', 'token-1', 'token-1']);
    expect(run.context().token).toBe('token-2');
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().error).toBeUndefined();
  });

  it('[token-refresh-interval] a refusal (401) between the outage\'s failures signs out with "Your session has expired."', async () => {
    run.backend.script('refreshToken', failWith(503, unavailable, 1000), failWith(401, 'Unauthenticated.'));
    await advanceTo(121_000);
    expect(refreshes()).toHaveLength(2);
    await advanceTo(123_000);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe(expired);
    expect(run.context().redirect?.to).toBe('/');
  });

  it('[token-refresh-interval] an outage that outlasts the token signs out with "Your session has expired." when the token runs out, not before', async () => {
    for (let index = 0; index < 100; index += 1) run.backend.script('refreshToken', failWith(503, unavailable, 1000));
    await advanceTo(900_000 - 1);
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().error).toBeUndefined();
    // Backing off to one try every 30 s.
    expect(refreshes().length).toBeGreaterThan(25);
    expect(refreshes().length).toBeLessThan(40);
    await advanceTo(900_000);
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe(expired);
    expect(run.backend.inputsOf('logout')).toEqual([]);
  });

  it('a refresh call that hangs past the token\'s end signs out as soon as it fails, without trying again', async () => {
    await advanceTo(120_000);
    expect(run.backend.waitingCalls('refreshToken')).toBe(1);
    await advanceTo(960_000);
    // No answer yet: the server decides, the session stays as it was.
    expect(run.hasTag('signedIn')).toBe(true);
    run.backend.reject('refreshToken', Object.assign(new Error('Failed to fetch'), { status: 0 }));
    await run.settle();
    expect(run.hasTag('signedOut')).toBe(true);
    expect(run.context().error).toBe(expired);
    expect(refreshes()).toEqual(['token-1']);
  });
});
