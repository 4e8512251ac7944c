import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { errorMessage } from '../../domain/session/errorMessage';
import { asLoginResult, isPasswordResetRequired, isTwoFactorRequired } from './loginAnswer';
import { loneWindowSharing } from './loneWindowSharing';
import { refreshFailure } from './refreshFailure';
import { refreshRetryDelayMs } from './refreshRetryDelay';
import { otpMinLength, passwordExpiresIn, sessionMessages } from './sessionMessages';
import { resolveSessionTiming } from './sessionTiming';
import type {
  ActingContext,
  LoadedRoles,
  LoginAnswer,
  LoginRequest,
  LoginResult,
  Lookups,
  Redirect,
  RefreshAnswer,
  ResendOtpAnswer,
  ResendOtpRequest,
  RestoredSession,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionPractice,
  SessionTag,
  SsoLoginRequest,
  TokenSharingCommand,
  ValidateOtpAnswer,
  ValidateOtpRequest,
} from './types';

// The spec does not say how soon "expires soon" is; two weeks gives users time to act.
const defaultPasswordExpiryWarningDays = 14;

/**
 * How long a refused refresh waits for another window's new token before the session ends: two
 * windows without the lock between them (a browser without Web Locks) may both try, and the one
 * refused learns the other's token a moment later.
 */
const sharedTokenWaitMs = 2000;

/** The session's name for a new sign-in, when the runtime gives a way to make one. */
function newSessionIdOf(context: SessionContext): string | undefined {
  return context.newSessionId?.();
}

/** When a token that has `expiresIn` seconds left expires, by the machine's clock; undefined when unknown. */
function expiresAtOf(context: SessionContext, expiresIn: number | undefined): number | undefined {
  if (context.now === undefined || typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) return undefined;
  return context.now() + expiresIn * 1000;
}

/** How long the token has left (ms, 0 once expired); undefined when unknown. */
function tokenLeftMs(context: SessionContext): number | undefined {
  if (context.now === undefined || context.tokenExpiresAt === undefined) return undefined;
  return Math.max(0, context.tokenExpiresAt - context.now());
}

const noRetry = { failures: 0, retryAfterMs: undefined } as const;

/** The token every signed-in call sends. */
interface TokenInput {
  token: string;
}

/**
 * A placeholder for an actor the runtime must provide: the machine is pure, so it cannot call
 * the middleware itself, and failing loudly beats a sign-in that silently never finishes.
 */
function notProvided(name: string) {
  return () => Promise.reject(new Error(`The session machine's "${name}" actor was not provided`));
}

function loginRequest(context: SessionContext): LoginRequest {
  const { credentials } = context;
  if (credentials === undefined) throw new Error('A sign-in was started without credentials');
  const request: LoginRequest =
    credentials.kind === 'password'
      ? { username: credentials.username, password: credentials.password }
      : { username: credentials.username, login_token: credentials.loginToken };
  request.bypass_okta_login = context.bypassOktaLogin;
  if (context.redirectUrl !== undefined) request.redirect_url = context.redirectUrl;
  return request;
}

function cooldownSeconds(context: SessionContext): number {
  return Math.ceil(context.timing.otpResendCooldownMs / 1000);
}

/** The next redirect, numbered one past the last so the router follows it even to the same path. */
function nextRedirect(context: SessionContext, to: string): Redirect {
  return { to, seq: (context.redirect?.seq ?? 0) + 1 };
}

function tokenOf(context: SessionContext): TokenInput {
  return { token: context.token ?? '' };
}

/**
 * The session of the portal as a pure XState v5 machine: sign-in with password, e-mailed login
 * link or single sign-on, the two-factor step, the stored-session check at start, the role and
 * lookup load after sign-in, privacy consent, landing, token refresh, the idle warning and logout.
 *
 * Every middleware call and storage write is an actor the runtime provides (`login`, `loginOkta`,
 * `validateOtpCode`, `resendOtpCode`, `restoreSession`, `loadRoles`,
 * `loadLookups`, `acceptPrivacyPolicy`, `refreshToken`, `finishViewingLog`, `logout`), and so are
 * the other windows of the session (`tokenSharing`, a callback actor: {@link TokenSharingCommand}
 * out, `REFRESH_CLAIMED`, `TOKEN_SHARED`, `SIGNED_OUT_ELSEWHERE` in; a window alone by default).
 * Every wait is a named delay (`initialSessionCheck`, `initialDataLoad`, `tokenRefreshFirst`,
 * `tokenRefreshEvery`, `idleTimeout`, `idleWarning`, `otpPending`, the countdown's `oneSecond`,
 * and the failed refresh's `refreshRetry` and `sharedTokenWait`) read from
 * `input.timing` or the context, or replaced with `provide({ delays })`. The router follows
 * `context.redirect` (once per `seq`); the UI reads the context and the tags `checking`,
 * `signedOut`, `twoFactor`, `signedIn`, `busy`, `consent` and `idleWarning` (see `sessionPhase`);
 * the runtime stores `token`, `user` and `practice` whenever they change, and forgets them when
 * they become undefined.
 *
 * @example
 * const actor = createActor(
 *   sessionMachine.provide({
 *     actors: {
 *       login: fromPromise(async ({ input }) => api.login(input)),
 *       loadRoles: fromPromise(async ({ input }) => ({ permissions: await api.permissions(input.token) })),
 *       // ... the other actors
 *     },
 *     delays: { idleTimeout: 3000 },
 *   }),
 *   { input: { landingRoute, storedToken, timing: { otpResendCooldownMs: 5000 } } },
 * ).start();
 * actor.send({ type: 'LOGIN', username: 'pms', password: 'Cadence#2026' });
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    // The other windows of the session; a window alone unless the runtime provides the real one.
    tokenSharing: loneWindowSharing,
    login: fromPromise<LoginAnswer, LoginRequest>(notProvided('login')),
    loginOkta: fromPromise<LoginResult, SsoLoginRequest>(notProvided('loginOkta')),
    validateOtpCode: fromPromise<ValidateOtpAnswer, ValidateOtpRequest>(notProvided('validateOtpCode')),
    resendOtpCode: fromPromise<ResendOtpAnswer, ResendOtpRequest>(notProvided('resendOtpCode')),
    restoreSession: fromPromise<RestoredSession, TokenInput>(notProvided('restoreSession')),
    loadRoles: fromPromise<LoadedRoles, TokenInput & { userId: number; roleId: number }>(notProvided('loadRoles')),
    loadLookups: fromPromise<Lookups, TokenInput>(notProvided('loadLookups')),
    acceptPrivacyPolicy: fromPromise<unknown, TokenInput>(notProvided('acceptPrivacyPolicy')),
    refreshToken: fromPromise<RefreshAnswer, TokenInput>(notProvided('refreshToken')),
    finishViewingLog: fromPromise<unknown, TokenInput>(notProvided('finishViewingLog')),
    logout: fromPromise<unknown, TokenInput>(notProvided('logout')),
  },
  delays: {
    initialSessionCheck: ({ context }) => context.timing.initialSessionCheckMs,
    initialDataLoad: ({ context }) => context.timing.initialDataLoadMs,
    tokenRefreshFirst: ({ context }) => context.timing.tokenRefreshFirstMs,
    tokenRefreshEvery: ({ context }) => context.timing.tokenRefreshEveryMs,
    idleTimeout: ({ context }) => context.timing.idleTimeoutMs,
    idleWarning: ({ context }) => context.timing.idleWarningMs,
    otpPending: ({ context }) => context.timing.otpPendingMs,
    // The resend countdown ticks once a second so the UI can show the seconds left.
    oneSecond: 1000,
    // A refresh the server could not answer is tried again, the last time when the token runs out.
    refreshRetry: ({ context }) =>
      Math.min(refreshRetryDelayMs(context.refreshRetry.failures, context.refreshRetry.retryAfterMs), tokenLeftMs(context) ?? Infinity),
    sharedTokenWait: sharedTokenWaitMs,
  },
  guards: {
    hasStoredToken: ({ context }) => context.storedToken !== undefined,
    isTwoFactorRequired: (_, params: { answer: LoginAnswer }) => isTwoFactorRequired(params.answer),
    isPasswordResetRequired: (_, params: { answer: LoginAnswer }) => isPasswordResetRequired(params.answer),
    isSsoNotAssigned: (_, params: { message: string }) => params.message === sessionMessages.oktaNotAssignedServer,
    isOtpEmpty: (_, params: { code: string }) => params.code.trim().length === 0,
    isOtpTooShort: (_, params: { code: string }) => params.code.trim().length < otpMinLength,
    isOtpLocked: (_, params: { answer: ValidateOtpAnswer }) => params.answer.locked,
    isOtpVerified: (_, params: { answer: ValidateOtpAnswer }) => params.answer.verified === true,
    isLastCooldownSecond: ({ context }) => (context.otp?.resendAvailableInSec ?? 0) <= 1,
    hasConsented: ({ context }) => context.consented,
    isInRemoteCall: ({ context }) => context.remoteCall,
    turnsRemoteCallOn: (_, params: { on: boolean }) => params.on,
    turnsRemoteCallOff: (_, params: { on: boolean }) => !params.on,
    isNewToken: ({ context }, params: { answer: RefreshAnswer | undefined }) =>
      params.answer !== undefined && params.answer.access_token !== context.token,
    isRefreshUnavailable: (_, params: { error: unknown }) => refreshFailure(params.error).kind === 'unavailable',
    hasTokenRunOut: ({ context }) => tokenLeftMs(context) === 0,
    isUnavailableTooLate: ({ context }, params: { error: unknown }) =>
      refreshFailure(params.error).kind === 'unavailable' && tokenLeftMs(context) === 0,
  },
  actions: {
    /** Failures the spec says are "only logged"; the runtime may send them to its remote log. */
    reportFailure: (_, params: { during: string; error: unknown }) => {
      console.warn(`session: ${params.during} failed: ${errorMessage(params.error)}`);
    },
    saveDeepLink: assign((_, params: { path: string }) => ({ deepLink: params.path })),
    setRemoteCall: assign((_, params: { on: boolean }) => ({ remoteCall: params.on })),
    setPractice: assign((_, params: { practice: SessionPractice | null }) => ({ practice: params.practice ?? undefined })),
    rememberStoredToken: assign((_, params: { token: string }) => ({ storedToken: params.token })),
    forgetStoredToken: assign({ storedToken: undefined }),
    rememberCredentials: assign((_, params: { credentials: SessionContext['credentials'] }) => ({
      credentials: params.credentials,
      error: undefined,
      notice: undefined,
    })),
    forgetCredentials: assign({ credentials: undefined }),
    clearMessages: assign({ error: undefined, notice: undefined }),
    showError: assign((_, params: { message: string | undefined }) => ({ error: params.message })),
    showNotice: assign((_, params: { message: string | undefined }) => ({ notice: params.message })),
    redirectTo: assign(({ context }, params: { to: string }) => ({ redirect: nextRedirect(context, params.to) })),
    requirePasswordReset: assign(({ context }, params: { answer: LoginAnswer }) => {
      const code = isPasswordResetRequired(params.answer) ? params.answer.password_reset_code : '';
      return {
        error: sessionMessages.newPasswordRequired,
        redirect: nextRedirect(context, `/password/${encodeURIComponent(code)}`),
      };
    }),
    startTwoFactor: assign(({ context }, params: { answer: LoginAnswer }) => ({
      otp: {
        username: isTwoFactorRequired(params.answer) ? params.answer.username : (context.credentials?.username ?? ''),
        resendAvailableInSec: cooldownSeconds(context),
      },
      error: undefined,
    })),
    forgetOtp: assign({ otp: undefined }),
    tickCooldown: assign(({ context }) => ({
      otp: context.otp && { ...context.otp, resendAvailableInSec: Math.max(0, context.otp.resendAvailableInSec - 1) },
    })),
    restartCooldown: assign(({ context }) => ({
      otp: context.otp && { ...context.otp, resendAvailableInSec: cooldownSeconds(context) },
    })),
    startSession: assign(({ context }, params: { result: LoginResult }) => {
      const { result } = params;
      const days = result.user.password_expires_days;
      const expiresSoon = typeof days === 'number' && days >= 0 && days <= context.passwordExpiryWarningDays;
      return {
        token: result.access_token,
        sessionId: newSessionIdOf(context),
        tokenExpiresAt: expiresAtOf(context, result.expires_in),
        user: result.user,
        practice: result.practice ?? undefined,
        acting: undefined,
        permissions: result.user.permissions ?? [],
        consented: result.user.consented === true,
        maintenance: {
          ongoing: result.ongoing_maintenance_messages ?? [],
          upcoming: result.upcoming_maintenance_messages ?? [],
        },
        middlewareVersion: result.middleware_version ?? undefined,
        mfgApi: result.mfg_api ?? undefined,
        notice: expiresSoon ? passwordExpiresIn(days) : undefined,
        error: undefined,
        credentials: undefined,
        storedToken: undefined,
        restored: false,
      };
    }),
    resumeSession: assign(({ context }, params: { session: RestoredSession }) => ({
      token: params.session.access_token,
      // A store of an older build kept no name: the session gets one now.
      sessionId: params.session.sessionId ?? newSessionIdOf(context),
      tokenExpiresAt: expiresAtOf(context, params.session.expires_in),
      user: params.session.user,
      practice: params.session.practice ?? undefined,
      acting: params.session.acting?.practice_team_member
        ? { member: params.session.acting.practice_team_member, permissions: params.session.acting.permissions }
        : undefined,
      permissions: params.session.acting?.practice_team_member ? params.session.acting.permissions : (params.session.user.permissions ?? []),
      consented: params.session.user.consented === true,
      middlewareVersion: params.session.build?.middlewareVersion,
      mfgApi: params.session.build?.mfgApi,
      storedToken: undefined,
      restored: true,
    })),
    // While acting as a practice's member, the member's permissions stay in force ([practice-spoof]).
    setPermissions: assign(({ context }, params: { roles: LoadedRoles }) => ({
      permissions: context.acting ? context.acting.permissions : params.roles.permissions,
    })),
    actAs: assign((_, params: { acting: ActingContext }) => {
      const member = params.acting.practice_team_member;
      return {
        practice: params.acting.practice ?? undefined,
        permissions: params.acting.permissions,
        acting: member ? { member, permissions: params.acting.permissions } : undefined,
      };
    }),
    // The user's own effective permissions changed; the acting member's stay in force while acting.
    setOwnPermissions: assign(({ context }, params: { permissions: readonly string[] }) => ({
      user: context.user && { ...context.user, permissions: params.permissions },
      permissions: context.acting ? context.permissions : params.permissions,
    })),
    stopActing: assign((_, params: { own: ActingContext }) => ({
      practice: params.own.practice ?? undefined,
      permissions: params.own.permissions,
      acting: undefined,
    })),
    setLookups: assign((_, params: { lookups: Lookups }) => ({ lookups: params.lookups })),
    // A token this window refreshed, or one another window did (REFRESH_CLAIMED may have none).
    storeToken: assign(({ context }, params: { answer: RefreshAnswer | undefined }) =>
      params.answer === undefined
        ? {}
        : { token: params.answer.access_token, tokenExpiresAt: expiresAtOf(context, params.answer.expires_in) },
    ),
    forgetRefreshFailures: assign({ refreshRetry: noRetry }),
    noteRefreshFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = refreshFailure(params.error);
      return {
        refreshRetry: {
          failures: context.refreshRetry.failures + 1,
          retryAfterMs: failure.kind === 'unavailable' ? failure.retryAfterMs : undefined,
        },
      };
    }),
    // The other windows of the session (the `tokenSharing` actor, see TokenSharingCommand).
    joinWindows: sendTo('tokenSharing', ({ context }): TokenSharingCommand => ({ type: 'JOIN', sessionId: context.sessionId })),
    leaveWindows: sendTo('tokenSharing', (): TokenSharingCommand => ({ type: 'LEAVE' })),
    claimRefresh: sendTo('tokenSharing', (): TokenSharingCommand => ({ type: 'CLAIM_REFRESH' })),
    releaseRefresh: sendTo('tokenSharing', (): TokenSharingCommand => ({ type: 'RELEASE_REFRESH' })),
    shareToken: sendTo('tokenSharing', (_, params: { answer: RefreshAnswer }): TokenSharingCommand => ({ type: 'SHARE_TOKEN', answer: params.answer })),
    signOutEverywhere: sendTo('tokenSharing', (_, params: { expired: boolean }): TokenSharingCommand => ({ type: 'SIGN_OUT', expired: params.expired })),
    // The user record is updated too, because the runtime stores it for the next page load.
    markConsented: assign(({ context }) => ({ consented: true, user: context.user && { ...context.user, consented: true } })),
    // The saved deep link wins over the landing rules, and is used once ([deep-link-restore]). A
    // restored session stays on the page that was reloaded unless a deep link was saved.
    redirectAfterSignIn: assign(({ context }) => {
      if (context.restored && context.deepLink === undefined) return {};
      const to =
        context.deepLink ??
        context.landingRoute({
          signedIn: true,
          roleId: context.user?.role_id,
          permissions: context.permissions,
          hasPractice: context.practice !== undefined,
        });
      return { deepLink: undefined, redirect: nextRedirect(context, to) };
    }),
    expireSession: assign({ error: sessionMessages.sessionExpired, notice: undefined }),
    // Everything of the signed-in user goes; the message explaining why stays for the Welcome
    // screen; the browser's two-factor remember cookie stays because it belongs to the device.
    clearSession: assign(({ context }) => ({
      token: undefined,
      sessionId: undefined,
      tokenExpiresAt: undefined,
      refreshRetry: noRetry,
      user: undefined,
      practice: undefined,
      acting: undefined,
      permissions: [],
      consented: false,
      lookups: {},
      remoteCall: false,
      deepLink: undefined,
      notice: undefined,
      otp: undefined,
      maintenance: { ongoing: [], upcoming: [] },
      middlewareVersion: undefined,
      mfgApi: undefined,
      restored: false,
      redirect: nextRedirect(context, '/'),
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    landingRoute: input.landingRoute,
    newSessionId: input.newSessionId,
    now: input.now,
    timing: resolveSessionTiming(input.timing),
    // A password sign-in is answered by the portal itself, not handed to the single sign-on provider.
    bypassOktaLogin: input.bypassOktaLogin ?? true,
    redirectUrl: input.redirectUrl,
    passwordExpiryWarningDays: input.passwordExpiryWarningDays ?? defaultPasswordExpiryWarningDays,
    storedToken: input.storedToken,
    credentials: undefined,
    restored: false,
    token: undefined,
    sessionId: undefined,
    tokenExpiresAt: undefined,
    refreshRetry: noRetry,
    user: undefined,
    practice: undefined,
    acting: undefined,
    permissions: [],
    consented: false,
    lookups: {},
    remoteCall: false,
    deepLink: input.deepLink,
    error: undefined,
    notice: undefined,
    otp: undefined,
    maintenance: { ongoing: [], upcoming: [] },
    middlewareVersion: undefined,
    mfgApi: undefined,
    redirect: undefined,
  }),
  initial: 'starting',
  // Lives as long as the page: it must still speak for the session while a logout runs.
  invoke: { id: 'tokenSharing', src: 'tokenSharing' },
  on: {
    SET_DEEP_LINK: { actions: { type: 'saveDeepLink', params: ({ event }) => ({ path: event.path }) } },
    SET_REMOTE_CALL: { actions: { type: 'setRemoteCall', params: ({ event }) => ({ on: event.on }) } },
  },
  states: {
    starting: {
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'signedOut' }],
    },

    // [initial-session-check-delay]: a stored session is checked 700 ms after start.
    restoring: {
      tags: ['checking'],
      initial: 'waiting',
      states: {
        waiting: { after: { initialSessionCheck: 'checking' } },
        checking: {
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            input: ({ context }) => ({ token: context.storedToken ?? '' }),
            onDone: {
              target: '#session.authenticated',
              actions: { type: 'resumeSession', params: ({ event }) => ({ session: event.output }) },
            },
            // A stale stored session is no news to the user: back to the Welcome screen, silently.
            onError: {
              target: '#session.signedOut',
              actions: ['forgetStoredToken', { type: 'reportFailure', params: ({ event }) => ({ during: 'session check', error: event.error }) }],
            },
          },
        },
      },
    },

    signedOut: {
      tags: ['signedOut'],
      entry: 'leaveWindows',
      initial: 'idle',
      states: {
        idle: {
          entry: 'forgetCredentials',
          on: {
            LOGIN: {
              target: 'signingIn',
              actions: {
                type: 'rememberCredentials',
                params: ({ event }) => ({ credentials: { kind: 'password', username: event.username, password: event.password } }),
              },
            },
            LOGIN_TOKEN: {
              target: 'signingIn',
              actions: {
                type: 'rememberCredentials',
                params: ({ event }) => ({ credentials: { kind: 'loginToken', username: event.username, loginToken: event.loginToken } }),
              },
            },
            SSO: { target: 'signingInWithSso', actions: 'clearMessages' },
            TOKEN_FOUND: {
              target: '#session.restoring',
              actions: { type: 'rememberStoredToken', params: ({ event }) => ({ token: event.token }) },
            },
          },
        },
        // [login-call]
        signingIn: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => loginRequest(context),
            onDone: [
              {
                guard: { type: 'isTwoFactorRequired', params: ({ event }) => ({ answer: event.output }) },
                target: '#session.twoFactor',
                actions: { type: 'startTwoFactor', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'isPasswordResetRequired', params: ({ event }) => ({ answer: event.output }) },
                target: 'idle',
                actions: { type: 'requirePasswordReset', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                target: '#session.authenticated',
                actions: { type: 'startSession', params: ({ event }) => ({ result: asLoginResult(event.output) }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'showError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
        // [login-sso-call]
        signingInWithSso: {
          tags: ['busy'],
          invoke: {
            id: 'loginOkta',
            src: 'loginOkta',
            input: ({ event }) => {
              assertEvent(event, 'SSO');
              return { username: event.username, token: event.token };
            },
            onDone: {
              target: '#session.authenticated',
              actions: { type: 'startSession', params: ({ event }) => ({ result: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isSsoNotAssigned', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                target: 'idle',
                actions: [
                  { type: 'showError', params: { message: sessionMessages.oktaNotAssigned } },
                  { type: 'redirectTo', params: { to: '/' } },
                ],
              },
              {
                target: 'idle',
                actions: { type: 'showError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
              },
            ],
          },
        },
      },
    },

    // [two-factor-required]: the code step, with the resend countdown beside it.
    twoFactor: {
      tags: ['twoFactor'],
      type: 'parallel',
      exit: 'forgetOtp',
      // [otp-pending-expiry]
      after: {
        otpPending: { target: '#session.signedOut', actions: { type: 'showError', params: { message: sessionMessages.otpExpired } } },
      },
      on: {
        CANCEL_OTP: { target: '#session.signedOut', actions: 'clearMessages' },
      },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                SUBMIT_OTP: [
                  {
                    guard: { type: 'isOtpEmpty', params: ({ event }) => ({ code: event.code }) },
                    actions: { type: 'showError', params: { message: sessionMessages.otpRequired } },
                  },
                  {
                    guard: { type: 'isOtpTooShort', params: ({ event }) => ({ code: event.code }) },
                    actions: { type: 'showError', params: { message: sessionMessages.otpMinLength } },
                  },
                  { target: 'validating', actions: 'clearMessages' },
                ],
              },
            },
            // [otp-validate-call]
            validating: {
              tags: ['busy'],
              invoke: {
                id: 'validateOtpCode',
                src: 'validateOtpCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'SUBMIT_OTP');
                  return { username: context.otp?.username ?? '', otp_code: event.code.trim() };
                },
                onDone: [
                  {
                    guard: { type: 'isOtpLocked', params: ({ event }) => ({ answer: event.output }) },
                    target: '#session.signedOut',
                    actions: { type: 'showError', params: ({ event }) => ({ message: event.output.message ?? undefined }) },
                  },
                  // [two-factor-token-kept]: the answer set the browser's HttpOnly remember cookie
                  // (no script can read it), so signing in again skips the code step.
                  {
                    guard: { type: 'isOtpVerified', params: ({ event }) => ({ answer: event.output }) },
                    target: 'signingIn',
                  },
                  {
                    target: 'entering',
                    actions: { type: 'showError', params: ({ event }) => ({ message: event.output.message ?? undefined }) },
                  },
                ],
                onError: {
                  target: 'entering',
                  actions: { type: 'showError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                },
              },
            },
            signingIn: {
              tags: ['busy'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => loginRequest(context),
                onDone: [
                  {
                    guard: { type: 'isTwoFactorRequired', params: ({ event }) => ({ answer: event.output }) },
                    target: '#session.twoFactor',
                    reenter: true,
                    actions: { type: 'startTwoFactor', params: ({ event }) => ({ answer: event.output }) },
                  },
                  {
                    guard: { type: 'isPasswordResetRequired', params: ({ event }) => ({ answer: event.output }) },
                    target: '#session.signedOut',
                    actions: { type: 'requirePasswordReset', params: ({ event }) => ({ answer: event.output }) },
                  },
                  {
                    target: '#session.authenticated',
                    actions: { type: 'startSession', params: ({ event }) => ({ result: asLoginResult(event.output) }) },
                  },
                ],
                onError: {
                  target: '#session.signedOut',
                  actions: { type: 'showError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                },
              },
            },
          },
        },
        // [otp-resend-cooldown]: a code was just sent, so Resend waits 30 s, counted down each second.
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              after: {
                oneSecond: [
                  { guard: 'isLastCooldownSecond', target: 'available', actions: 'tickCooldown' },
                  { target: 'coolingDown', reenter: true, actions: 'tickCooldown' },
                ],
              },
            },
            available: { on: { RESEND_OTP: 'resending' } },
            resending: {
              tags: ['busy'],
              invoke: {
                id: 'resendOtpCode',
                src: 'resendOtpCode',
                input: ({ context }) => ({ username: context.otp?.username ?? '' }),
                onDone: {
                  target: 'coolingDown',
                  actions: ['restartCooldown', { type: 'showNotice', params: ({ event }) => ({ message: event.output.message ?? undefined }) }],
                },
                onError: {
                  target: 'available',
                  actions: { type: 'showError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                },
              },
            },
          },
        },
      },
    },

    authenticated: {
      type: 'parallel',
      entry: 'joinWindows',
      on: {
        // Logout revokes every token of the session, so every window of it signs out.
        LOGOUT: { target: 'loggingOut', actions: ['clearMessages', { type: 'signOutEverywhere', params: { expired: false } }] },
        // Another window of the session signed out: the session is over here too, with nothing
        // left to revoke.
        SIGNED_OUT_ELSEWHERE: {
          target: 'signedOut',
          actions: [
            { type: 'showError', params: ({ event }) => ({ message: event.expired ? sessionMessages.sessionExpired : undefined }) },
            'clearSession',
          ],
        },
        // The practice the user acts in changes without a new sign-in (Deselect Practice clears it).
        SET_PRACTICE: { actions: { type: 'setPractice', params: ({ event }) => ({ practice: event.practice }) } },
        // [practice-spoof]: the runtime calls practice_team_member/spoof and reports the answer.
        ACT_AS: { actions: { type: 'actAs', params: ({ event }) => ({ acting: event.acting }) } },
        STOP_ACTING: { actions: { type: 'stopActing', params: ({ event }) => ({ own: event.own }) } },
        SET_OWN_PERMISSIONS: { actions: { type: 'setOwnPermissions', params: ({ event }) => ({ permissions: event.permissions }) } },
      },
      states: {
        flow: {
          initial: 'initializing',
          states: {
            // [initial-data-load-delay], [post-login-init], [roles-load-failure]
            initializing: {
              tags: ['checking', 'busy'],
              initial: 'waiting',
              states: {
                waiting: { after: { initialDataLoad: 'loadingRoles' } },
                loadingRoles: {
                  invoke: {
                    id: 'loadRoles',
                    src: 'loadRoles',
                    input: ({ context }) => ({ ...tokenOf(context), userId: context.user?.id ?? 0, roleId: context.user?.role_id ?? 0 }),
                    onDone: {
                      target: 'loadingLookups',
                      actions: { type: 'setPermissions', params: ({ event }) => ({ roles: event.output }) },
                    },
                    onError: {
                      target: '#session.loggingOut',
                      actions: [
                        { type: 'reportFailure', params: ({ event }) => ({ during: 'loading the user roles', error: event.error }) },
                        'expireSession',
                      ],
                    },
                  },
                },
                loadingLookups: {
                  invoke: {
                    id: 'loadLookups',
                    src: 'loadLookups',
                    input: ({ context }) => tokenOf(context),
                    onDone: [
                      {
                        guard: 'hasConsented',
                        target: '#session.authenticated.flow.signedIn.ready',
                        actions: { type: 'setLookups', params: ({ event }) => ({ lookups: event.output }) },
                      },
                      {
                        target: '#session.authenticated.flow.signedIn.consent',
                        actions: { type: 'setLookups', params: ({ event }) => ({ lookups: event.output }) },
                      },
                    ],
                    // The lookup lists only fill drop-downs; without them the portal still works.
                    onError: [
                      {
                        guard: 'hasConsented',
                        target: '#session.authenticated.flow.signedIn.ready',
                        actions: { type: 'reportFailure', params: ({ event }) => ({ during: 'loading the lookup lists', error: event.error }) },
                      },
                      {
                        target: '#session.authenticated.flow.signedIn.consent',
                        actions: { type: 'reportFailure', params: ({ event }) => ({ during: 'loading the lookup lists', error: event.error }) },
                      },
                    ],
                  },
                },
              },
            },
            // [deep-link-restore], [landing-*]: the portal opens before the consent dialog shows.
            signedIn: {
              tags: ['signedIn'],
              entry: 'redirectAfterSignIn',
              initial: 'ready',
              states: {
                // [privacy-consent-required]
                consent: {
                  tags: ['consent'],
                  on: {
                    ACCEPT_POLICY: { target: 'accepting', actions: 'clearMessages' },
                    DECLINE_POLICY: {
                      target: '#session.loggingOut',
                      actions: ['clearMessages', { type: 'signOutEverywhere', params: { expired: false } }],
                    },
                  },
                },
                accepting: {
                  tags: ['consent', 'busy'],
                  invoke: {
                    id: 'acceptPrivacyPolicy',
                    src: 'acceptPrivacyPolicy',
                    input: ({ context }) => tokenOf(context),
                    onDone: { target: 'ready', actions: 'markConsented' },
                    onError: {
                      target: 'consent',
                      actions: { type: 'showError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                    },
                  },
                },
                ready: {},
              },
            },
          },
        },

        // [token-refresh-first], [token-refresh-interval]. The windows of one session share its
        // token (issue 25 finding 11 follow-up: a token refreshes once): a window refreshes only
        // while it holds the session's claim, takes a token another window refreshed instead of
        // refreshing itself, and tells the others its own. A refresh the server could not answer
        // (an outage) is tried again until the token runs out; only a refusal or the token's end
        // signs the user out.
        tokenRefresh: {
          initial: 'waitingFirst',
          on: {
            TOKEN_SHARED: {
              guard: { type: 'isNewToken', params: ({ event }) => ({ answer: event.answer }) },
              target: '.waiting',
              actions: [{ type: 'storeToken', params: ({ event }) => ({ answer: event.answer }) }, 'releaseRefresh'],
            },
          },
          states: {
            waitingFirst: { after: { tokenRefreshFirst: { target: 'renewing', actions: 'forgetRefreshFailures' } } },
            waiting: { after: { tokenRefreshEvery: { target: 'renewing', actions: 'forgetRefreshFailures' } } },
            renewing: {
              initial: 'claiming',
              states: {
                claiming: {
                  entry: 'claimRefresh',
                  on: {
                    REFRESH_CLAIMED: [
                      // Another window refreshed while this one waited for the claim.
                      {
                        guard: { type: 'isNewToken', params: ({ event }) => ({ answer: event.latest }) },
                        target: '#session.authenticated.tokenRefresh.waiting',
                        actions: [{ type: 'storeToken', params: ({ event }) => ({ answer: event.latest }) }, 'releaseRefresh'],
                      },
                      { target: 'refreshing' },
                    ],
                  },
                },
                refreshing: {
                  invoke: {
                    id: 'refreshToken',
                    src: 'refreshToken',
                    input: ({ context }) => tokenOf(context),
                    onDone: {
                      target: '#session.authenticated.tokenRefresh.waiting',
                      actions: [
                        { type: 'storeToken', params: ({ event }) => ({ answer: event.output }) },
                        { type: 'shareToken', params: ({ event }) => ({ answer: event.output }) },
                      ],
                    },
                    onError: [
                      // The token ran out while the server could not answer.
                      {
                        guard: { type: 'isUnavailableTooLate', params: ({ event }) => ({ error: event.error }) },
                        target: '#session.signedOut',
                        actions: [
                          { type: 'reportFailure', params: ({ event }) => ({ during: 'refreshing the token', error: event.error }) },
                          'releaseRefresh',
                          'expireSession',
                          'clearSession',
                        ],
                      },
                      {
                        guard: { type: 'isRefreshUnavailable', params: ({ event }) => ({ error: event.error }) },
                        target: 'retrying',
                        actions: [
                          { type: 'reportFailure', params: ({ event }) => ({ during: 'refreshing the token', error: event.error }) },
                          { type: 'noteRefreshFailure', params: ({ event }) => ({ error: event.error }) },
                          'releaseRefresh',
                        ],
                      },
                      {
                        target: 'refused',
                        actions: [
                          { type: 'reportFailure', params: ({ event }) => ({ during: 'refreshing the token', error: event.error }) },
                          'releaseRefresh',
                        ],
                      },
                    ],
                  },
                },
                retrying: {
                  after: {
                    refreshRetry: [
                      { guard: 'hasTokenRunOut', target: '#session.signedOut', actions: ['expireSession', 'clearSession'] },
                      { target: 'claiming' },
                    ],
                  },
                },
                // The token cannot be refreshed: the session is over, with nothing left to revoke
                // (a logout now could end the other windows' session when this one only lagged).
                refused: {
                  after: { sharedTokenWait: { target: '#session.signedOut', actions: ['expireSession', 'clearSession'] } },
                },
              },
            },
          },
        },

        // [idle-warning], [idle-warning-suppressed-video], [idle-forced-logout]
        idle: {
          initial: 'active',
          states: {
            active: {
              after: {
                idleTimeout: [{ guard: 'isInRemoteCall', target: 'suppressed' }, { target: 'warning' }],
              },
              on: {
                ACTIVITY: { target: 'active', reenter: true },
                SET_REMOTE_CALL: {
                  guard: { type: 'turnsRemoteCallOn', params: ({ event }) => ({ on: event.on }) },
                  target: 'suppressed',
                  actions: { type: 'setRemoteCall', params: { on: true } },
                },
              },
            },
            // In a live video call the user watches without touching anything; no warning then.
            suppressed: {
              on: {
                SET_REMOTE_CALL: {
                  guard: { type: 'turnsRemoteCallOff', params: ({ event }) => ({ on: event.on }) },
                  target: 'active',
                  actions: { type: 'setRemoteCall', params: { on: false } },
                },
              },
            },
            warning: {
              tags: ['idleWarning'],
              after: {
                idleWarning: { target: '#session.expiring', actions: ['expireSession', { type: 'signOutEverywhere', params: { expired: true } }] },
              },
              on: {
                STAY: 'active',
                SET_REMOTE_CALL: {
                  guard: { type: 'turnsRemoteCallOn', params: ({ event }) => ({ on: event.on }) },
                  target: 'suppressed',
                  actions: { type: 'setRemoteCall', params: { on: true } },
                },
              },
            },
          },
        },
      },
    },

    // [idle-forced-logout]: the patient viewing log is finished before the token goes.
    expiring: {
      tags: ['checking', 'busy'],
      invoke: {
        id: 'finishViewingLog',
        src: 'finishViewingLog',
        input: ({ context }) => tokenOf(context),
        onDone: 'loggingOut',
        onError: {
          target: 'loggingOut',
          actions: { type: 'reportFailure', params: ({ event }) => ({ during: 'finishing the patient viewing log', error: event.error }) },
        },
      },
    },

    // [logout-always-home], [logout-clears-state]
    loggingOut: {
      tags: ['checking', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => tokenOf(context),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: {
          target: 'signedOut',
          actions: [{ type: 'reportFailure', params: ({ event }) => ({ during: 'logout', error: event.error }) }, 'clearSession'],
        },
      },
    },
  },
});

/** The session machine's logic type, for the runtime's `useActor` and for tests. */
export type SessionMachine = typeof sessionMachine;
