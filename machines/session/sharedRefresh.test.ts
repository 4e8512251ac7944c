// The windows of one session share its token (issue 25 finding 11 follow-up): a token refreshes
// once, so the call window, opened from a copy of the main window's stored session, must not
// refresh a token the main window refreshed already. Two session machines in one fake browser
// (FakeBrowserWindows: one refresh claim at a time per session, shared tokens and sign-outs
// delivered to the other windows), each with its own fake middleware.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeBrowserWindows,
  failWith,
  loginResult,
  ok,
  openWindowOf,
  signIn,
  startSession,
  type SessionRun,
  type StartSessionOptions,
} from './sessionTestHarness';

const expired = 'Your session has expired.';

let runs: SessionRun[] = [];

function start(options: StartSessionOptions = {}): SessionRun {
  const run = startSession(options);
  runs.push(run);
  return run;
}

/** When the test began on the fake clock: the main window signs in then. */
let t0 = 0;

/** Moves the fake clock on to `ms` after the test began. */
async function advanceTo(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(t0 + ms - Date.now());
}

/**
 * The main window signed in at 0 (first refresh due at 120 s) and a call window opened from it
 * at 60 s (restored at 60.7 s: its own first refresh would fall due at 180.7 s); `callWindows` is
 * the browser the call window opens in, the main window's unless a test says otherwise.
 */
async function mainAndCallWindow(callWindows?: FakeBrowserWindows): Promise<{ main: SessionRun; call: SessionRun; windows: FakeBrowserWindows }> {
  const windows = new FakeBrowserWindows();
  const main = start({ windows });
  await signIn(main);
  // Both windows take calls from here on without the idle warning (a video call is running).
  main.send({ type: 'SET_REMOTE_CALL', on: true });
  await advanceTo(60_000);
  const call = await openWindowOf(main, callWindows ?? windows);
  runs.push(call);
  call.send({ type: 'SET_REMOTE_CALL', on: true });
  return { main, call, windows };
}

/** Every refresh call of the given windows, oldest first within each window. */
function refreshesOf(...windows: SessionRun[]): { token: string }[] {
  return windows.flatMap((run) => run.backend.inputsOf('refreshToken'));
}

beforeEach(() => {
  vi.useFakeTimers();
  t0 = Date.now();
});

afterEach(() => {
  for (const run of runs) run.actor.stop();
  runs = [];
  vi.useRealTimers();
});

describe('issue 25 finding 11 follow-up: the windows of one session share its token refreshes', () => {
  it('a window opened from another joins the same session: it restores its name and its token', async () => {
    const { main, call } = await mainAndCallWindow();
    expect(call.hasTag('signedIn')).toBe(true);
    expect(call.context().sessionId).toBe(main.context().sessionId);
    expect(call.context().token).toBe('token-1');
    expect(call.window.commands[0]).toEqual({ type: 'JOIN', sessionId: main.context().sessionId });
  });

  it('[token-refresh-first] [token-refresh-interval] a token refreshed in another window is adopted: the timer starts again and this window does not refresh', async () => {
    const { main, call } = await mainAndCallWindow();
    main.backend.script('refreshToken', ok({ access_token: 'token-2', expires_in: 900 }));
    // The main window's first refresh is due 120 s after its sign-in.
    await advanceTo(120_000);
    expect(refreshesOf(main)).toEqual([{ token: 'token-1' }]);
    expect(call.context().token).toBe('token-2');

    // The call window's own first refresh would have fallen due at 180.7 s.
    await advanceTo(900_000 - 1);
    expect(refreshesOf(call)).toEqual([]);
    expect(call.hasTag('signedIn')).toBe(true);
    // Both next refreshes are 780 s after the token came, at 900 s: the window that claims
    // first refreshes, the other takes its token.
    main.backend.script('refreshToken', ok({ access_token: 'token-3', expires_in: 900 }));
    call.backend.script('refreshToken', ok({ access_token: 'token-3', expires_in: 900 }));
    expect(refreshesOf(main, call)).toHaveLength(1);
    await advanceTo(900_000);
    expect(refreshesOf(main, call)).toEqual([{ token: 'token-1' }, { token: 'token-2' }]);
    expect([main.context().token, call.context().token]).toEqual(['token-3', 'token-3']);
  });

  it('two windows whose refresh falls due at the same moment make one refresh call, and both keep the new token', async () => {
    const windows = new FakeBrowserWindows();
    const main = start({ windows });
    await signIn(main);
    // A copy opened at 0.5 s is restored at 1.2 s; its first refresh, 1.2 s sooner than the
    // spec's, falls due in the same moment as the main window's, at 120 s.
    const call = start({
      windows,
      input: { storedToken: 'token-1', timing: { tokenRefreshFirstMs: 120_000 - 1200 } },
      scripts: {
        restoreSession: [ok({ access_token: 'token-1', expires_in: 900, sessionId: main.context().sessionId, user: loginResult().user, practice: null })],
        loadRoles: [ok({ permissions: [] })],
        loadLookups: [ok({})],
      },
    });
    await advanceTo(1700);
    expect(call.hasTag('signedIn')).toBe(true);
    // Neither refresh call answers until the test says: the second claim waits for the first window.
    await advanceTo(120_000);
    expect(refreshesOf(main, call)).toHaveLength(1);
    const [refreshing, waiting] = main.backend.waitingCalls('refreshToken') === 1 ? [main, call] : [call, main];
    expect(waiting.backend.waitingCalls('refreshToken')).toBe(0);

    refreshing.backend.resolve('refreshToken', { access_token: 'token-2', expires_in: 900 });
    await main.settle();
    expect(refreshesOf(main, call)).toEqual([{ token: 'token-1' }]);
    expect([main.context().token, call.context().token]).toEqual(['token-2', 'token-2']);
    expect(waiting.window.commands.filter((command) => command.type === 'CLAIM_REFRESH')).toHaveLength(1);
    expect(waiting.backend.waitingCalls('refreshToken')).toBe(0);
  });

  it('a refused refresh waits a moment for the token another window refreshed, takes it and stays signed in', async () => {
    // Without Web Locks two windows may both try; the one refused hears the other's token just after.
    const run = start();
    await signIn(run);
    run.send({ type: 'SET_REMOTE_CALL', on: true }); // keeps the idle logout out of this long wait
    run.backend.script('refreshToken', failWith(401, 'Unauthenticated.'));
    await advanceTo(120_000);
    expect(run.backend.inputsOf('refreshToken')).toEqual([{ token: 'token-1' }]);
    await advanceTo(121_000);
    run.window.tell({ type: 'TOKEN_SHARED', answer: { access_token: 'token-2', expires_in: 900 } });
    await advanceTo(130_000);
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().token).toBe('token-2');
    expect(run.context().error).toBeUndefined();
    // Its next refresh is 780 s after the token came.
    run.backend.script('refreshToken', ok({ access_token: 'token-3', expires_in: 900 }));
    await advanceTo(121_000 + 780_000);
    expect(run.backend.inputsOf('refreshToken')).toEqual([{ token: 'token-1' }, { token: 'token-2' }]);
  });

  it('a window that never heard of the newer token is refused and ends alone: it revokes nothing, the other windows keep the session', async () => {
    // The call window hears nothing from the main window (another browser holding a copy).
    const { main, call } = await mainAndCallWindow(new FakeBrowserWindows());
    main.backend.script('refreshToken', ok({ access_token: 'token-2', expires_in: 900 }));
    call.backend.script('refreshToken', failWith(401, 'Unauthenticated.'));
    await advanceTo(180_700);
    expect(refreshesOf(main, call)).toEqual([{ token: 'token-1' }, { token: 'token-1' }]);
    await advanceTo(182_700);
    expect(call.hasTag('signedOut')).toBe(true);
    expect(call.context().error).toBe(expired);
    expect(call.backend.inputsOf('logout')).toEqual([]);
    expect(main.hasTag('signedIn')).toBe(true);
    expect(main.context().token).toBe('token-2');
  });

  it('[logout-always-home] a logout in one window signs the other windows of the session out, without calling logout again', async () => {
    const { main, call } = await mainAndCallWindow();
    main.backend.script('logout', ok({}));
    main.send({ type: 'LOGOUT' });
    await main.settle();
    expect(main.hasTag('signedOut')).toBe(true);
    expect(call.hasTag('signedOut')).toBe(true);
    expect(call.context().token).toBeUndefined();
    expect(call.context().error).toBeUndefined();
    expect(call.context().redirect?.to).toBe('/');
    expect(call.backend.inputsOf('logout')).toEqual([]);
  });

  it('[idle-forced-logout] an idle window that ends the session shows "Your session has expired." in the other windows too', async () => {
    const windows = new FakeBrowserWindows();
    const main = start({ windows, scripts: { refreshToken: [ok({ access_token: 'token-2', expires_in: 900 })], finishViewingLog: [ok({})], logout: [ok({})] } });
    await signIn(main);
    const call = await openWindowOf(main, windows);
    runs.push(call);
    call.send({ type: 'SET_REMOTE_CALL', on: true });
    await advanceTo(840_000 + 60_000);
    expect(main.context().error).toBe(expired);
    expect(call.hasTag('signedOut')).toBe(true);
    expect(call.context().error).toBe(expired);
  });

  it('a window signed in separately is another session: it shares nothing with the first', async () => {
    const windows = new FakeBrowserWindows();
    const first = start({ windows, scripts: { refreshToken: [ok({ access_token: 'token-2', expires_in: 900 })] } });
    const second = start({ windows, scripts: { refreshToken: [ok({ access_token: 'token-3', expires_in: 900 })] } });
    await signIn(first);
    await signIn(second);
    expect(second.context().sessionId).not.toBe(first.context().sessionId);
    await advanceTo(121_000);
    expect([first.context().token, second.context().token]).toEqual(['token-2', 'token-3']);
    expect(refreshesOf(first, second)).toEqual([{ token: 'token-1' }, { token: 'token-1' }]);
  });
});
