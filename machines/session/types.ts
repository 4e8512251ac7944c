// The session machine's view of the sign-in calls (ARCHITECTURE.md, "Sign-in calls"): every
// request and answer is the generated type of specs/api (types only: the machine stays pure), so
// a change of the description that the machine does not follow breaks it at compile time.
import type { components } from '../../src/generated/api';
import type { OperationBody, OperationData } from '../../src/generated/operationTypes';

type Schemas = components['schemas'];

/**
 * `Schema` with only the fields `Kept` required and every other field as the description types it
 * but optional: what the machine holds of a record it may also read back from storage (a session
 * stored by an older build lacks newer fields), or set from a shorter answer (a practice row).
 */
type Holding<Schema, Kept extends keyof Schema> = Pick<Schema, Kept> & Partial<Omit<Schema, Kept>>;

/** The signed-in user of a {@link LoginResult}, as the machine holds it. */
export type SessionUser = Holding<Omit<Schemas['SessionUser'], 'practice_team_member' | 'permissions'>, 'id' | 'username' | 'role_id'> & {
  /** Effective permission names. */
  permissions?: readonly string[];
  /** The user's own team member (practice roles): its id is what the machine reads. */
  practice_team_member?: Holding<Schemas['SessionTeamMember'], 'id'> | null;
};

/** The acting practice of a {@link LoginResult}, as the machine holds it. */
export type SessionPractice = Holding<Schemas['SessionPractice'], 'id' | 'name'>;

/**
 * The acting context the middleware answers to practice_team_member/spoof ([practice-spoof]): the
 * practice and member acted as with their effective permissions, or (after deselecting) the
 * user's own.
 */
export type ActingContext = OperationData<'spoofTeamMember'>;

/** The practice's team member a super user acts as, as the machine holds it. */
export type ActingMember = Holding<NonNullable<ActingContext['practice_team_member']>, 'id'>;

/** A successful sign-in: the answer of `login` and `loginOkta` ([login-response]). */
export type LoginResult = Schemas['SessionLoginResult'];

/** `login` answered that a code was e-mailed ([two-factor-required]). */
export type TwoFactorRequired = Schemas['SessionTwoFactorRequired'];

/** `login` answered that the password has expired and must be reset ([reset-code-on-sign-in]). */
export type PasswordResetRequired = Schemas['SessionPasswordResetRequired'];

/** Every answer of the `login` call. */
export type LoginAnswer = OperationData<'login'>;

/** The body of POST login ([login-call]). */
export type LoginRequest = OperationBody<'login'>;

/** The body of POST login/okta ([login-sso-call]). */
export type SsoLoginRequest = OperationBody<'loginOkta'>;

/** The body of POST two_factor_auth/validate_otp_code ([otp-validate-call]). */
export type ValidateOtpRequest = OperationBody<'validateOtpCode'>;

/** The answer of validate_otp_code: `verified` when the code was right ([two-factor-token-kept]). */
export type ValidateOtpAnswer = OperationData<'validateOtpCode'>;

/** The body of POST two_factor_auth/resend_otp_code. */
export type ResendOtpRequest = OperationBody<'resendOtpCode'>;

/** The answer of resend_otp_code: the message to show. */
export type ResendOtpAnswer = OperationData<'resendOtpCode'>;

/** The answer of POST refresh. */
export type RefreshAnswer = OperationData<'refreshToken'>;

/** A session read back from storage and checked with the server at app start. */
export interface RestoredSession {
  access_token: string;
  /** Seconds the token has left, when the store kept its expiry. */
  expires_in?: number;
  /** The session's name among the browser's windows ({@link SessionContext.sessionId}), when the store kept it. */
  sessionId?: string;
  user: SessionUser;
  practice: SessionPractice | null;
  /** The build of the sign-in that made the session, when the store kept it. */
  build?: BuildInfo;
  /** The acting context when the session was acting as a practice's member. */
  acting?: ActingContext;
}

/** What the login response says of the middleware's build and the database behind it. */
export interface BuildInfo {
  middlewareVersion: string | undefined;
  /** The manufacturing (device database) API the middleware uses. */
  mfgApi: string | undefined;
}

/** What the role load after sign-in yields ([post-login-init]). */
export interface LoadedRoles {
  /** Effective permission names of the acting context. */
  permissions: readonly string[];
}

/** The lookup lists loaded after sign-in, by name (period types, leg types, surgeons, ...). */
export type Lookups = Readonly<Record<string, readonly unknown[]>>;

/** Who is asking, for the landing rules (the generated `AccessSubject`). */
export interface AccessSubject {
  signedIn: boolean;
  roleId?: number;
  permissions?: readonly string[];
  hasPractice?: boolean;
}

/** Computes the route a signed-in user lands on (the runtime passes the generated `landingRoute`). */
export type LandingRoute = (subject: AccessSubject) => string;

/** Maintenance notices of the login response. */
export interface MaintenanceNotices {
  ongoing: readonly string[];
  upcoming: readonly string[];
}

/** The pending two-factor step as the UI shows it. */
export interface OtpStep {
  username: string;
  /** Whole seconds until Resend is allowed again; 0 when it is ([otp-resend-cooldown]). */
  resendAvailableInSec: number;
}

/** A path the router must open, numbered so that the runtime follows each redirect once. */
export interface Redirect {
  to: string;
  seq: number;
}

/** The durations the machine waits for, in milliseconds; all default to the spec's constants. */
export interface SessionTiming {
  initialSessionCheckMs: number;
  initialDataLoadMs: number;
  tokenRefreshFirstMs: number;
  tokenRefreshEveryMs: number;
  idleTimeoutMs: number;
  idleWarningMs: number;
  otpResendCooldownMs: number;
  otpPendingMs: number;
}

/** What the runtime (or a test) passes when it starts the machine. */
export interface SessionInput {
  /** The landing rules (generated `landingRoute`). */
  landingRoute: LandingRoute;
  /** A session token found in storage at start; the session check runs after 700 ms. */
  storedToken?: string;
  /** A deep link saved before the page was reloaded. */
  deepLink?: string;
  /** Sent as `bypass_okta_login` with password sign-ins; default true. */
  bypassOktaLogin?: boolean;
  /** Sent as `redirect_url` with sign-ins when given. */
  redirectUrl?: string;
  /** Warn when the password expires in this many days or fewer; default 14. */
  passwordExpiryWarningDays?: number;
  /** Shorter or longer waits than the spec's (tests, end-to-end runs). */
  timing?: Partial<SessionTiming>;
  /**
   * Names a new session (a sign-in), so that the windows sharing it find each other; the runtime
   * passes a random id. Without it a session has no name and its windows share nothing.
   */
  newSessionId?: () => string;
  /**
   * The time (ms since the epoch), read when a token arrives and when a failed refresh is tried
   * again, to tell when the token expires; the runtime passes `Date.now`. Without it the machine
   * does not know, and tries again until the server answers.
   */
  now?: () => number;
}

/** The events the UI, the router and the runtime send to the session machine. */
export type SessionEvent =
  | { type: 'LOGIN'; username: string; password: string }
  | { type: 'LOGIN_TOKEN'; username: string; loginToken: string }
  | { type: 'SSO'; username: string; token: string }
  | { type: 'SUBMIT_OTP'; code: string }
  | { type: 'RESEND_OTP' }
  | { type: 'CANCEL_OTP' }
  | { type: 'ACCEPT_POLICY' }
  | { type: 'DECLINE_POLICY' }
  | { type: 'ACTIVITY' }
  | { type: 'STAY' }
  | { type: 'LOGOUT' }
  | { type: 'SET_REMOTE_CALL'; on: boolean }
  | { type: 'SET_DEEP_LINK'; path: string }
  | { type: 'TOKEN_FOUND'; token: string }
  /** Sets (or, with null, clears) the practice the user acts in, e.g. Deselect Practice. */
  | { type: 'SET_PRACTICE'; practice: SessionPractice | null }
  /** The middleware accepted acting as a practice's member ([practice-spoof]). */
  | { type: 'ACT_AS'; acting: ActingContext }
  /** The middleware returned the user to their own context (Deselect Practice). */
  | { type: 'STOP_ACTING'; own: ActingContext }
  /** The user's own team member was granted or revoked permissions ([own-grant-updates-map]). */
  | { type: 'SET_OWN_PERMISSIONS'; permissions: readonly string[] }
  | TokenSharingEvent;

/**
 * What the token-sharing actor (`tokenSharing`) tells the machine about the other windows of the
 * session (issue 25 finding 11 follow-up: a token refreshes once, so the windows that share a
 * session share its refreshes).
 */
export type TokenSharingEvent =
  /** This window may refresh now (no other window of the session is refreshing); `latest` is the newest token another window shared, read once the claim was granted. */
  | { type: 'REFRESH_CLAIMED'; latest: RefreshAnswer | undefined }
  /** Another window of the session refreshed the token: this window uses the new one. */
  | { type: 'TOKEN_SHARED'; answer: RefreshAnswer }
  /** Another window of the session signed out (`expired`: its session ended on its own). */
  | { type: 'SIGNED_OUT_ELSEWHERE'; expired: boolean };

/** What the machine tells its token-sharing actor. */
export type TokenSharingCommand =
  /** A session began or was restored: listen to (and speak for) the windows of `sessionId`. */
  | { type: 'JOIN'; sessionId: string | undefined }
  /** This window's refresh is due: answer REFRESH_CLAIMED once no other window of the session is refreshing. */
  | { type: 'CLAIM_REFRESH' }
  /** This window refreshed the token: tell the other windows, and give the claim back. */
  | { type: 'SHARE_TOKEN'; answer: RefreshAnswer }
  /** Give the claim back (or drop a pending one) without a new token. */
  | { type: 'RELEASE_REFRESH' }
  /** This window signed out (`expired`: idle): sign the other windows out too, and stop listening. */
  | { type: 'SIGN_OUT'; expired: boolean }
  /** This window's session ended without a word to the others (a refusal, an expiry): stop listening. */
  | { type: 'LEAVE' };

/** The credentials of the sign-in under way, kept so it can be repeated after the two-factor step. */
export type PendingCredentials =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'loginToken'; username: string; loginToken: string };

/** Why the last token refresh failed while the server could not answer, for the next try's wait. */
export interface RefreshRetry {
  /** Failed tries in a row of this refresh. */
  failures: number;
  /** The wait the server asked for (`Retry-After`), when it answered one. */
  retryAfterMs: number | undefined;
}

/** The session machine's context ([session-state-shape]). */
export interface SessionContext {
  landingRoute: LandingRoute;
  newSessionId: (() => string) | undefined;
  now: (() => number) | undefined;
  timing: SessionTiming;
  bypassOktaLogin: boolean;
  redirectUrl: string | undefined;
  passwordExpiryWarningDays: number;
  /** The stored token being checked at start. */
  storedToken: string | undefined;
  credentials: PendingCredentials | undefined;
  /** True when the session was restored from storage rather than signed in now. */
  restored: boolean;
  token: string | undefined;
  /**
   * The session's name among the browser's windows: a window opened from this one (the call
   * window) starts from a copy of the stored session, so both share the name and the token.
   */
  sessionId: string | undefined;
  /**
   * When the token expires (ms since the epoch, by `now`): a refresh the server could not answer is
   * tried again until then. Undefined when unknown (no clock, or a store that did not keep it).
   */
  tokenExpiresAt: number | undefined;
  refreshRetry: RefreshRetry;
  user: SessionUser | undefined;
  practice: SessionPractice | undefined;
  /** The team member a super user acts as, with the permissions that come with it; undefined when not acting. */
  acting: { member: ActingMember; permissions: readonly string[] } | undefined;
  /** Effective permission names (the spec's `perms`). */
  permissions: readonly string[];
  consented: boolean;
  lookups: Lookups;
  remoteCall: boolean;
  deepLink: string | undefined;
  /** A message for the Welcome screen or the two-factor step. */
  error: string | undefined;
  /** A notice, e.g. 'Your password will expire in 3 days.' */
  notice: string | undefined;
  otp: OtpStep | undefined;
  maintenance: MaintenanceNotices;
  middlewareVersion: string | undefined;
  mfgApi: string | undefined;
  redirect: Redirect | undefined;
}

/** The tags the runtime maps to its session phases and flags. */
export type SessionTag = 'checking' | 'signedOut' | 'twoFactor' | 'signedIn' | 'busy' | 'consent' | 'idleWarning';
