// Every number of the sign-in hardening in one place (issue 9, items 3 and 4): the rate limits
// of the calls that guess a secret or send mail, and the lockouts after repeated failures.
//
// How they were chosen:
// - OWASP ASVS 4.0.3 level 2, V2.2.1: at most 100 failed attempts per hour on one account. The
//   password lockout (10 failures in 15 minutes lock sign-in for 15 minutes) allows about 40.
// - A clinic office signs in from behind one NAT address, so the per-IP limits sit well above
//   the per-user ones: 300 sign-ins per 15 minutes is a sign-in every 3 seconds, more than a
//   50-person office starting the day needs, and far below a password-spraying tool's rate.
// - Mail-sending calls (reset link, login link, code resend) allow 5 mails per user per window:
//   enough for a user who mistypes or whose mail is slow, too few to flood an inbox.
// - The spec gives none of these numbers; document 1 only says a locked two-factor result shows
//   the server's message. The two-factor lock after 5 wrong codes is the number the portal has
//   always used, now counted across codes (each sign-in mails a fresh one).
import type { OperationId } from '../../src/generated/operations';

/** At most `max` calls per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The limits of one operation: per IP always; per user when the call names a username. */
export interface OperationLimits {
  perIp: RateLimit;
  perUser?: RateLimit;
}

/** `maxFailures` failures within `windowMs` lock that kind of sign-in for `lockMs`. */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** The operations that are rate limited: each guesses a secret or sends mail. */
export const limitedOperationIds = [
  'login',
  'loginOkta',
  'validateOtpCode',
  'resendOtpCode',
  'forgotPassword',
  'emailLoginLink',
  'checkToken',
  'resetPassword',
] as const satisfies readonly OperationId[];

export type LimitedOperationId = (typeof limitedOperationIds)[number];

export interface SignInLimits {
  operations: Record<LimitedOperationId, OperationLimits>;
  /** Account lockout after wrong passwords (ASVS 2.2.1). */
  passwordLockout: LockoutPolicy;
  /** Two-factor lock after wrong codes, counted per user across codes. */
  twoFactorLockout: LockoutPolicy;
}

/** Settings over the defaults (ServerConfig.signInLimits, SIGN_IN_LIMITS): only what differs. */
export interface SignInLimitOverrides {
  operations?: Partial<Record<LimitedOperationId, { perIp?: Partial<RateLimit>; perUser?: Partial<RateLimit> }>>;
  passwordLockout?: Partial<LockoutPolicy>;
  twoFactorLockout?: Partial<LockoutPolicy>;
}

const fifteenMinutes = 15 * 60_000;
const window = (max: number): RateLimit => ({ max, windowMs: fifteenMinutes });
const fallbackWindow = window(5);

/** The production defaults. */
export const defaultSignInLimits: SignInLimits = {
  operations: {
    login: { perIp: window(300), perUser: window(30) },
    loginOkta: { perIp: window(300), perUser: window(30) },
    // The two-factor lock stops guessing at 5; this bounds what the lock's answer costs.
    validateOtpCode: { perIp: window(300), perUser: window(20) },
    resendOtpCode: { perIp: window(100), perUser: window(5) },
    forgotPassword: { perIp: window(100), perUser: window(5) },
    emailLoginLink: { perIp: window(100), perUser: window(5) },
    // Tokens are 24 random bytes: unguessable, so only the per-IP limit against scanning.
    checkToken: { perIp: window(100) },
    resetPassword: { perIp: window(100) },
  },
  passwordLockout: { maxFailures: 10, windowMs: fifteenMinutes, lockMs: fifteenMinutes },
  twoFactorLockout: { maxFailures: 5, windowMs: fifteenMinutes, lockMs: fifteenMinutes },
};

/**
 * The defaults with `overrides` laid over them, operation by operation and field by field.
 *
 * @example
 * resolveSignInLimits({ operations: { login: { perIp: { max: 1000 } } } });
 */
export function resolveSignInLimits(overrides: SignInLimitOverrides = {}): SignInLimits {
  const operations = { ...defaultSignInLimits.operations };
  for (const operationId of limitedOperationIds) {
    const override = overrides.operations?.[operationId];
    if (!override) continue;
    const { perIp, perUser } = operations[operationId];
    operations[operationId] = {
      perIp: { ...perIp, ...override.perIp },
      // A per-user limit needs a window: the default one's, or the override's own.
      ...(perUser || override.perUser ? { perUser: { ...fallbackWindow, ...perUser, ...override.perUser } } : {}),
    };
  }
  return {
    operations,
    passwordLockout: { ...defaultSignInLimits.passwordLockout, ...overrides.passwordLockout },
    twoFactorLockout: { ...defaultSignInLimits.twoFactorLockout, ...overrides.twoFactorLockout },
  };
}
