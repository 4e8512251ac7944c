// Failed sign-in attempts per login name, for the account lockout (wrong passwords, ASVS 2.2.1)
// and the two-factor lock (wrong codes, counted across codes). Table `sign_in_failures`.
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import type { LockoutPolicy } from './signInLimits';

/** What is counted: wrong passwords or wrong two-factor codes. */
export type SignInFailureKind = 'password' | 'two_factor';

export interface SignInFailureCount {
  /** Failures in the current window, this one included. */
  failures: number;
  /** When this failure locked sign-in, until when; else null. */
  lockedUntil: Date | null;
  /** True when this very failure started the lock (to audit it once). */
  justLocked: boolean;
}

/**
 * Counts one failure of `login` and locks that kind of sign-in when the policy's number is
 * reached within its window: one atomic upsert, so concurrent attempts on several middleware
 * processes all count. A window that has run out, or a lock that has passed, starts again at 1.
 *
 * @example
 * const { lockedUntil } = await recordSignInFailure(db, clock, 'superadmin', 'password', limits.passwordLockout);
 */
export async function recordSignInFailure(
  db: Queryable,
  clock: Clock,
  login: string,
  kind: SignInFailureKind,
  policy: LockoutPolicy,
): Promise<SignInFailureCount> {
  const now = clock.now().getTime();
  const lockUntil = new Date(now + policy.lockMs);
  const [row] = await db.query<{ failures: number; locked_until: Date | null }>(
    `insert into sign_in_failures as f (login, kind, failures, window_started_at, locked_until)
     values ($1, $2, 1, $3, case when 1 >= $5 then $6::timestamptz end)
     on conflict (login, kind) do update set
       failures = case when f.window_started_at <= $4 or f.locked_until <= $3 then 1 else f.failures + 1 end,
       window_started_at = case when f.window_started_at <= $4 or f.locked_until <= $3 then $3 else f.window_started_at end,
       locked_until = case
         when f.window_started_at <= $4 or f.locked_until <= $3 then case when 1 >= $5 then $6::timestamptz end
         when f.failures + 1 >= $5 then $6::timestamptz
         else f.locked_until end
     returning failures, locked_until`,
    [login, kind, new Date(now), new Date(now - policy.windowMs), policy.maxFailures, lockUntil],
  );
  const failures = row?.failures ?? 1;
  const lockedUntil = row?.locked_until && row.locked_until.getTime() > now ? row.locked_until : null;
  return { failures, lockedUntil, justLocked: lockedUntil !== null && failures === policy.maxFailures };
}

/**
 * Until when that kind of sign-in is locked for `login`; null when it is not.
 *
 * @example
 * if (await signInLockedUntil(db, clock, 'superadmin', 'two_factor')) refuse();
 */
export async function signInLockedUntil(db: Queryable, clock: Clock, login: string, kind: SignInFailureKind): Promise<Date | null> {
  const [row] = await db.query<{ locked_until: Date }>(
    'select locked_until from sign_in_failures where login = $1 and kind = $2 and locked_until > $3',
    [login, kind, clock.now()],
  );
  return row?.locked_until ?? null;
}

/** Forgets the failures of `login` after a success, so they no longer count towards a lock. */
export async function clearSignInFailures(db: Queryable, login: string, kind: SignInFailureKind): Promise<void> {
  await db.query('delete from sign_in_failures where login = $1 and kind = $2', [login, kind]);
}
