import { fromPromise } from 'xstate';
import type {
  ActingContext,
  BuildInfo,
  LoadedRoles,
  LoginRequest,
  Lookups,
  RefreshAnswer,
  RestoredSession,
  SessionPractice,
  SessionUser,
  SsoLoginRequest,
  ValidateOtpRequest,
} from '../../machines/session/types';
import { effectivePermissions, type AccessSubject } from '../../src/generated/access';
import type { ApiClient } from '../api/apiClient';
import type { SessionStore } from '../api/sessionStore';
import { lookupsToLoad } from './lookupsToLoad';
import { finishOpenViewingLog } from './viewingLog';

/** Where the session actors reach the outside world. */
export interface SessionActorDeps {
  api: ApiClient;
  store: SessionStore;
  /** The signed-in user as the machine holds it, for the permissions of practice roles. */
  currentUser: () => SessionUser | undefined;
  /** Who the access rules judge now (role, effective permissions, practice): which lookups load. */
  currentSubject: () => AccessSubject;
  /** Milliseconds since the epoch, for how long a restored token has left; `Date.now` by default. */
  now?: () => number;
}

interface TokenInput {
  token: string;
}

/**
 * The real implementations of the session machine's actors: each middleware call through the
 * API client ([login-call], [login-sso-call], [otp-validate-call], ...) and the stored session
 * through the session store. The two-factor remember token is no business of theirs: the server
 * keeps it in an HttpOnly cookie that the browser sends with sign-ins ([two-factor-token-kept]).
 * Tests of the machine provide fakes instead.
 *
 * @example
 * const machine = sessionMachine.provide({ actors: sessionActors({ api, store, currentUser }) });
 */
export function sessionActors({ api, store, currentUser, currentSubject, now = () => Date.now() }: SessionActorDeps) {
  return {
    login: fromPromise(({ input }: { input: LoginRequest }) =>
      api.call('login', input),
    ),
    loginOkta: fromPromise(({ input }: { input: SsoLoginRequest }) =>
      api.call('loginOkta', input),
    ),
    validateOtpCode: fromPromise(({ input }: { input: ValidateOtpRequest }) =>
      api.call('validateOtpCode', input),
    ),
    resendOtpCode: fromPromise(({ input }: { input: { username: string } }) =>
      api.call('resendOtpCode', { username: input.username }),
    ),
    // The stored session is taken as it is; the role load that follows checks the token with the
    // server and ends the session when it is no longer valid.
    restoreSession: fromPromise(({ input }: { input: TokenInput }): Promise<RestoredSession> => {
      const stored = store.read();
      if (!stored || stored.token !== input.token)
        return Promise.reject(new Error('The stored session is gone'));
      return Promise.resolve({
        access_token: stored.token,
        user: stored.user as SessionUser,
        practice: (stored.practice ?? null) as SessionPractice | null,
        build: stored.build as BuildInfo | undefined,
        ...(stored.acting ? { acting: stored.acting as ActingContext } : {}),
        ...(typeof stored.sessionId === 'string' ? { sessionId: stored.sessionId } : {}),
        ...(typeof stored.expiresAt === 'number' ? { expires_in: Math.max(0, (stored.expiresAt - now()) / 1000) } : {}),
      });
    }),
    // [roles-load-failure]: a failure here ends the session, so it is not caught. Effective
    // permissions are the role's built-in set or, for practice roles, the member's own list.
    loadRoles: fromPromise(
      async ({ input }: { input: TokenInput & { userId: number; roleId: number } }): Promise<LoadedRoles> => {
        await api.call('queryUserRoles', {});
        return { permissions: effectivePermissions(input.roleId, [...(currentUser()?.permissions ?? [])]) };
      },
    ),
    // [post-login-init]: every lookup list loaded from an operation that the user may call (the
    // others are empty rather than refused by the server); one failing list is only logged.
    // Lists of one operation (the user roles and the practice roles) share its one call.
    loadLookups: fromPromise<Lookups, TokenInput>(async () => {
      const calls = new Map<string, Promise<unknown>>();
      const rowsOf = (operation: Parameters<ApiClient['callOperation']>[0]) => {
        const call = calls.get(operation) ?? api.callOperation(operation, {});
        calls.set(operation, call);
        return call;
      };
      const loaders = lookupsToLoad(currentSubject()).map(({ name, operation }) =>
        rowsOf(operation)
          .then((rows): [string, unknown[]] => [name, Array.isArray(rows) ? rows : []])
          .catch((error: unknown): [string, unknown[]] => {
            console.warn(`Loading the lookup list ${name} failed`, error);
            return [name, []];
          }),
      );
      return Object.fromEntries(await Promise.all(loaders));
    }),
    acceptPrivacyPolicy: fromPromise<unknown, TokenInput>(() =>
      api.call('acceptPrivacyPolicy'),
    ),
    refreshToken: fromPromise<RefreshAnswer, TokenInput>(() =>
      api.call('refreshToken'),
    ),
    finishViewingLog: fromPromise<unknown, TokenInput>(() => finishOpenViewingLog((id) => api.call('finishPatientViewingLog', { id }))),
    logout: fromPromise<unknown, TokenInput>(() => api.call('logout')),
  };
}
