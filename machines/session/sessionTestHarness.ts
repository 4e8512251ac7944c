// Test support for the session machine: a scripted fake of every injected actor, fixtures, and a
// runner on vitest's fake clock. QA can drive the machine alone with it:
//   const session = startSession({ answers: { login: [ok(loginResult())] } });
//   session.send({ type: 'LOGIN', username: 'pms', password: 'x' });
//   await session.advance(500);
import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor, type CallbackActorLogic } from 'xstate';
import { sessionMachine } from './sessionMachine';
import type {
  AccessSubject,
  LoadedRoles,
  LoginAnswer,
  LoginRequest,
  LoginResult,
  Lookups,
  RefreshAnswer,
  RestoredSession,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionTag,
  SsoLoginRequest,
  TokenSharingCommand,
  TokenSharingEvent,
  ValidateOtpAnswer,
  ValidateOtpRequest,
  ResendOtpAnswer,
  ResendOtpRequest,
} from './types';

/** What each injected actor receives and answers. */
export interface SessionActorTypes {
  login: { input: LoginRequest; output: LoginAnswer };
  loginOkta: { input: SsoLoginRequest; output: LoginResult };
  validateOtpCode: { input: ValidateOtpRequest; output: ValidateOtpAnswer };
  resendOtpCode: { input: ResendOtpRequest; output: ResendOtpAnswer };
  restoreSession: { input: { token: string }; output: RestoredSession };
  loadRoles: { input: { token: string; userId: number; roleId: number }; output: LoadedRoles };
  loadLookups: { input: { token: string }; output: Lookups };
  acceptPrivacyPolicy: { input: { token: string }; output: unknown };
  refreshToken: { input: { token: string }; output: RefreshAnswer };
  finishViewingLog: { input: { token: string }; output: unknown };
  logout: { input: { token: string }; output: unknown };
}

/** The name of an injected actor. */
export type SessionActorName = keyof SessionActorTypes;

/** A scripted answer: the call resolves with `value` or rejects with `error`. */
export type Outcome<T> = { ok: T } | { fail: Error };

/** A successful answer. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: value };
}

/** A failed call whose error carries `message`, as the runtime's ApiError does. */
export function fail(message: string): Outcome<never> {
  return { fail: new Error(message) };
}

/**
 * A failed call answered with an HTTP `status` (0: no answer came), shaped as the runtime's
 * ApiError: `status`, `message` and the `Retry-After` wait in `retryAfterMs`.
 */
export function failWith(status: number, message: string, retryAfterMs?: number): Outcome<never> {
  return { fail: Object.assign(new Error(message), { status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) }) };
}

/** One window of a {@link FakeBrowserWindows}: what its session machine told its token-sharing actor. */
export interface FakeWindow {
  readonly commands: TokenSharingCommand[];
  /** The session the window joined (undefined: none, or a session without a name). */
  sessionId: string | undefined;
  /** The newest token the window refreshed or heard of since it joined. */
  latest: RefreshAnswer | undefined;
  /** Sends an event to the window's session machine. */
  tell(event: TokenSharingEvent): void;
}

/**
 * The browser's windows as the token-sharing actor sees them, in memory: per session one refresh
 * claim at a time (the others queue), and what a window shares or a sign-out reaches every other
 * window of its session at once. A window that joins hears the newest token of its session.
 * The runtime does the same over BroadcastChannel and Web Locks (runtime/session/createTokenSharing.ts).
 */
export class FakeBrowserWindows {
  private readonly windows = new Set<FakeWindow>();
  private readonly holders = new Map<string, FakeWindow>();
  private readonly queues = new Map<string, FakeWindow[]>();

  /** The `tokenSharing` actor of one more window. */
  open(): { logic: CallbackActorLogic<TokenSharingCommand>; window: FakeWindow } {
    const window: FakeWindow = { commands: [], sessionId: undefined, latest: undefined, tell: () => undefined };
    const logic = fromCallback<TokenSharingCommand>(({ sendBack, receive }) => {
      window.tell = (event) => sendBack(event);
      this.windows.add(window);
      receive((command) => {
        window.commands.push(command);
        this.handle(window, command);
      });
      return () => {
        this.leave(window);
        this.windows.delete(window);
      };
    });
    return { logic, window };
  }

  private handle(window: FakeWindow, command: TokenSharingCommand): void {
    switch (command.type) {
      case 'JOIN': {
        this.leave(window);
        window.sessionId = command.sessionId;
        const newest = this.others(window).find((other) => other.latest !== undefined)?.latest;
        if (newest !== undefined) {
          window.latest = newest;
          window.tell({ type: 'TOKEN_SHARED', answer: newest });
        }
        return;
      }
      case 'CLAIM_REFRESH': {
        const { sessionId } = window;
        if (sessionId === undefined || !this.holders.has(sessionId)) {
          if (sessionId !== undefined) this.holders.set(sessionId, window);
          window.tell({ type: 'REFRESH_CLAIMED', latest: window.latest });
        } else {
          this.queues.set(sessionId, [...(this.queues.get(sessionId) ?? []), window]);
        }
        return;
      }
      case 'SHARE_TOKEN':
        window.latest = command.answer;
        for (const other of this.others(window)) {
          other.latest = command.answer;
          other.tell({ type: 'TOKEN_SHARED', answer: command.answer });
        }
        this.release(window);
        return;
      case 'RELEASE_REFRESH':
        this.release(window);
        return;
      case 'SIGN_OUT':
        for (const other of this.others(window)) {
          this.leave(other);
          other.tell({ type: 'SIGNED_OUT_ELSEWHERE', expired: command.expired });
        }
        this.leave(window);
        return;
      case 'LEAVE':
        this.leave(window);
        return;
    }
  }

  private others(window: FakeWindow): FakeWindow[] {
    if (window.sessionId === undefined) return [];
    return [...this.windows].filter((other) => other !== window && other.sessionId === window.sessionId);
  }

  private release(window: FakeWindow): void {
    const { sessionId } = window;
    if (sessionId === undefined) return;
    const queue = (this.queues.get(sessionId) ?? []).filter((queued) => queued !== window);
    this.queues.set(sessionId, queue);
    if (this.holders.get(sessionId) !== window) return;
    this.holders.delete(sessionId);
    const next = queue.shift();
    if (next === undefined) return;
    this.holders.set(sessionId, next);
    next.tell({ type: 'REFRESH_CLAIMED', latest: next.latest });
  }

  private leave(window: FakeWindow): void {
    this.release(window);
    window.sessionId = undefined;
    window.latest = undefined;
  }
}

type Scripts = { [K in SessionActorName]?: Outcome<SessionActorTypes[K]['output']>[] };

/**
 * The fake middleware and storage: each call takes the next scripted outcome of its actor; a call
 * with nothing scripted waits until the test settles it with `resolve` or `reject`.
 */
export class FakeSessionBackend {
  readonly calls: { actor: SessionActorName; input: unknown }[] = [];
  private readonly scripts = new Map<SessionActorName, Outcome<unknown>[]>();
  private readonly waiting = new Map<SessionActorName, { resolve: (value: unknown) => void; reject: (error: unknown) => void }[]>();

  /** Queues outcomes for the next calls of `actor`. */
  script<K extends SessionActorName>(actor: K, ...outcomes: Outcome<SessionActorTypes[K]['output']>[]): void {
    const queue = this.scripts.get(actor) ?? [];
    queue.push(...outcomes);
    this.scripts.set(actor, queue);
  }

  /** The inputs `actor` was called with, oldest first. */
  inputsOf<K extends SessionActorName>(actor: K): SessionActorTypes[K]['input'][] {
    return this.calls.filter((call) => call.actor === actor).map((call) => call.input as SessionActorTypes[K]['input']);
  }

  /** How many calls of `actor` wait for the test to settle them. */
  waitingCalls(actor: SessionActorName): number {
    return this.waiting.get(actor)?.length ?? 0;
  }

  /** Settles the oldest waiting call of `actor` with `value`. */
  resolve<K extends SessionActorName>(actor: K, value: SessionActorTypes[K]['output']): void {
    this.takeWaiting(actor).resolve(value);
  }

  /** Fails the oldest waiting call of `actor`. */
  reject(actor: SessionActorName, error: Error): void {
    this.takeWaiting(actor).reject(error);
  }

  /** The fakes to pass to `sessionMachine.provide({ actors })`. */
  actors() {
    return {
      login: this.fake('login'),
      loginOkta: this.fake('loginOkta'),
      validateOtpCode: this.fake('validateOtpCode'),
      resendOtpCode: this.fake('resendOtpCode'),
      restoreSession: this.fake('restoreSession'),
      loadRoles: this.fake('loadRoles'),
      loadLookups: this.fake('loadLookups'),
      acceptPrivacyPolicy: this.fake('acceptPrivacyPolicy'),
      refreshToken: this.fake('refreshToken'),
      finishViewingLog: this.fake('finishViewingLog'),
      logout: this.fake('logout'),
    };
  }

  private fake<K extends SessionActorName>(actor: K) {
    return fromPromise<SessionActorTypes[K]['output'], SessionActorTypes[K]['input']>(({ input }) => {
      this.calls.push({ actor, input });
      const next = this.scripts.get(actor)?.shift();
      // Only `script` fills the queue, and it is typed per actor.
      if (next !== undefined) return 'ok' in next ? Promise.resolve(next.ok as SessionActorTypes[K]['output']) : Promise.reject(next.fail);
      return new Promise<SessionActorTypes[K]['output']>((resolve, reject) => {
        const queue = this.waiting.get(actor) ?? [];
        queue.push({ resolve, reject });
        this.waiting.set(actor, queue);
      });
    });
  }

  private takeWaiting(actor: SessionActorName) {
    const next = this.waiting.get(actor)?.shift();
    if (next === undefined) throw new Error(`No call of ${actor} is waiting`);
    return next;
  }
}

/**
 * The landing rules of document 1, section 2, written out by hand so the machine's landing step is
 * tested against the spec rather than against the generated evaluator.
 */
export function fakeLandingRoute(subject: AccessSubject): string {
  const role = subject.roleId;
  if (role === 1 || role === 8) return '/practices';
  if (role === 11) return '/admin/reports';
  const patientRoles = [2, 7, 9, 10, 14, 15, 16, 60];
  if ((role !== undefined && patientRoles.includes(role)) || subject.hasPractice === true) return '/patients';
  return '/practice/new';
}

/** A signed-in login answer; `user` fields override the defaults of a consented clinician. */
export function loginResult(overrides: Partial<Omit<LoginResult, 'user'>> & { user?: Partial<LoginResult['user']> } = {}): LoginResult {
  const { user, ...rest } = overrides;
  return {
    access_token: 'token-1',
    expires_in: 900,
    two_factor_required: false,
    redirect: null,
    middleware_version: '3.33.0',
    mfg_api: 'https://mfg.example',
    ongoing_maintenance_messages: [],
    upcoming_maintenance_messages: [],
    practice: { id: 7, name: 'Lakeside Orthopedics', template_url: null },
    ...rest,
    user: {
      id: 42,
      username: 'surgeon',
      first_name: 'Sam',
      last_name: 'Surgeon',
      email: 'surgeon@example.com',
      role_id: 40,
      user_role: { id: 40, name: 'Surgeon' },
      permissions: ['viewPlan'],
      is_super_user: false,
      consented: true,
      password_expires_days: 90,
      practice_team_member: { id: 9, first_name: 'Sam', last_name: 'Surgeon', practice_id: 7 },
      ...user,
    },
  };
}

/** A running session machine with its fake backend. */
export interface SessionRun {
  actor: Actor<typeof sessionMachine>;
  backend: FakeSessionBackend;
  /** This window among the {@link FakeBrowserWindows} it was opened in. */
  window: FakeWindow;
  /** Failures the machine reported as "only logged". */
  reported: { during: string; error: unknown }[];
  send(event: SessionEvent): void;
  /** Moves the fake clock on, running every timer and every settled call on the way. */
  advance(ms: number): Promise<void>;
  /** Lets settled calls reach the machine without moving the clock. */
  settle(): Promise<void>;
  context(): SessionContext;
  hasTag(tag: SessionTag): boolean;
  value(): unknown;
}

/** Options of {@link startSession}. */
export interface StartSessionOptions {
  input?: Partial<SessionInput>;
  scripts?: Scripts;
  /** The browser the window opens in, shared by the runs of one test; a browser of its own by default. */
  windows?: FakeBrowserWindows;
  /** Another token-sharing actor than the window's (the model test's, which answers nothing). */
  tokenSharing?: CallbackActorLogic<TokenSharingCommand>;
}

let sessionsNamed = 0;

/**
 * Starts the session machine with fake actors. Call `vi.useFakeTimers()` first: XState's default
 * clock uses the global timers, so the machine's delays run on vitest's fake clock. Each sign-in
 * names its session `session-N`.
 */
export function startSession(options: StartSessionOptions = {}): SessionRun {
  const backend = new FakeSessionBackend();
  const opened = (options.windows ?? new FakeBrowserWindows()).open();
  for (const [actor, outcomes] of Object.entries(options.scripts ?? {}) as [SessionActorName, Outcome<never>[]][]) {
    backend.script(actor, ...outcomes);
  }
  const reported: SessionRun['reported'] = [];
  const machine = sessionMachine.provide({
    actors: { ...backend.actors(), tokenSharing: options.tokenSharing ?? opened.logic },
    actions: { reportFailure: (_, params) => reported.push(params) },
  });
  const newSessionId = () => `session-${String((sessionsNamed += 1))}`;
  // vitest's fake clock fakes Date too, so tokens expire on it.
  const actor = createActor(machine, { input: { landingRoute: fakeLandingRoute, newSessionId, now: () => Date.now(), ...options.input } });
  actor.start();
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(0);
  };
  return {
    actor,
    backend,
    window: opened.window,
    reported,
    send: (event) => actor.send(event),
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    settle,
    context: () => actor.getSnapshot().context,
    hasTag: (tag) => actor.getSnapshot().hasTag(tag),
    value: () => actor.getSnapshot().value,
  };
}

/**
 * Signs `run` in with `result` (a consented clinician by default) and lets the post-login load
 * finish: LOGIN, then the roles after 500 ms, then the lookups.
 *
 * @example
 * const run = startSession();
 * await signIn(run);
 */
export async function signIn(run: SessionRun, result: LoginResult = loginResult()): Promise<void> {
  run.backend.script('login', ok(result));
  run.backend.script('loadRoles', ok({ permissions: result.user.permissions ?? [] }));
  run.backend.script('loadLookups', ok({ surgeons: [] }));
  run.send({ type: 'LOGIN', username: result.user.username, password: 'Cadence#2026' });
  await run.settle();
  await run.advance(500);
}

/**
 * Opens another window of `run`'s session in `windows` the way the call window opens: from a copy
 * of the stored session (token, name, user, practice), checked 700 ms after start and loaded
 * 500 ms later. The copied token has `expiresIn` seconds left.
 *
 * @example
 * const callWindow = await openWindowOf(main, windows);
 */
export async function openWindowOf(run: SessionRun, windows: FakeBrowserWindows, expiresIn = 900): Promise<SessionRun> {
  const { token, sessionId, user, practice } = run.context();
  if (token === undefined || user === undefined) throw new Error('The window to copy is not signed in');
  const copy = startSession({
    windows,
    input: { storedToken: token },
    scripts: {
      restoreSession: [ok({ access_token: token, expires_in: expiresIn, user, practice: practice ?? null, ...(sessionId === undefined ? {} : { sessionId }) })],
      loadRoles: [ok({ permissions: user.permissions ?? [] })],
      loadLookups: [ok({})],
    },
  });
  await copy.advance(700 + 500);
  return copy;
}
