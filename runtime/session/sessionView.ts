import type { AccessRule, AccessSubject } from '../../src/generated/access';
import type {
  ActingMember,
  MaintenanceNotices,
  OtpStep,
  Redirect,
  SessionEvent,
  SessionPractice,
  SessionUser,
} from '../../machines/session/types';

/**
 * Where the session is, in the terms the screens care about:
 * `checking` while a stored session is being restored, `signedOut` on the Welcome screen
 * (including while a sign-in is under way, see `busy`), `twoFactor` for the code step and
 * `signedIn` once the user may use the portal.
 */
export type SessionPhase = 'checking' | 'signedOut' | 'twoFactor' | 'signedIn';

/** Everything the shell, the router and the screens read from the session, and how to change it. */
export interface SessionView {
  phase: SessionPhase;
  /** A call is under way (sign-in, code check, consent); buttons show a spinner. */
  busy: boolean;
  /** The 'Are you still here?' dialog is due ([idle-warning]). */
  idleWarning: boolean;
  user: SessionUser | undefined;
  practice: SessionPractice | undefined;
  /** The practice's team member a super user acts as ([practice-spoof]); undefined when not acting. */
  acting: ActingMember | undefined;
  /** Effective permission names of the acting context. */
  permissions: readonly string[];
  consented: boolean;
  /** A message for the Welcome screen (bad credentials, expired session, locked code). */
  error: string | undefined;
  /** A notice after sign-in, e.g. 'Your password will expire in 3 days.' */
  notice: string | undefined;
  otp: OtpStep | undefined;
  deepLink: string | undefined;
  maintenance: MaintenanceNotices;
  middlewareVersion: string | undefined;
  /** The manufacturing (device database) API the middleware reported at sign-in. */
  mfgApi: string | undefined;
  /** A path the router must open next, numbered so that the same path can be reopened. */
  redirect: Redirect | undefined;
  /** The access subject of the acting context, for the generated `isAllowed`. */
  subject: AccessSubject;
  /** True when the acting context satisfies `rule`. */
  can: (rule: AccessRule) => boolean;
  send: (event: SessionEvent) => void;
}
