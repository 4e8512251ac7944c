// Test support for the session machine: a scripted fake of every injected actor, fixtures, and a
// runner on vitest's fake clock. QA can drive the machine alone with it:
//   const session = startSession({ answers: { login: [ok(loginResult())] } });
//   session.send({ type: 'LOGIN', username: 'pms', password: 'x' });
//   await session.advance(500);
import { vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
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

/**
 * Starts the session machine with fake actors. Call `vi.useFakeTimers()` first: XState's default
 * clock uses the global timers, so the machine's delays run on vitest's fake clock.
 */
export function startSession(options: { input?: Partial<SessionInput>; scripts?: Scripts } = {}): SessionRun {
  const backend = new FakeSessionBackend();
  for (const [actor, outcomes] of Object.entries(options.scripts ?? {}) as [SessionActorName, Outcome<never>[]][]) {
    backend.script(actor, ...outcomes);
  }
  const reported: SessionRun['reported'] = [];
  const machine = sessionMachine.provide({
    actors: backend.actors(),
    actions: { reportFailure: (_, params) => reported.push(params) },
  });
  const actor = createActor(machine, { input: { landingRoute: fakeLandingRoute, ...options.input } });
  actor.start();
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(0);
  };
  return {
    actor,
    backend,
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
