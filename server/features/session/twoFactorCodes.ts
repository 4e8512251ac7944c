import { randomInt } from 'node:crypto';
import type { Mail } from '../../adapters/mail/Mailer';
import { hashSecret, newSecretToken } from '../../auth/secretTokens';
import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';

/** A code is valid 6 minutes, like the portal's pending two-factor step. */
export const twoFactorCodeLifetimeMs = 6 * 60_000;
/** A verified browser is not asked for a code again for 30 days. */
export const twoFactorDeviceLifetimeMs = 30 * 24 * 60 * 60_000;
/** Resending is refused within 30 seconds of the previous code, like the portal's countdown. */
export const twoFactorResendCooldownMs = 30_000;

/** What a code check found: the right code (with a new device token), a wrong one, or no pending code. */
export type TwoFactorCheck = { outcome: 'verified'; deviceToken: string } | { outcome: 'wrong' } | { outcome: 'expired' };

/**
 * Replaces any pending code of the user with a new 6-digit code and returns it, for the caller to
 * e-mail once the transaction has committed (see twoFactorCodeMail).
 *
 * @example
 * const code = await db.transaction((tx) => createTwoFactorCode(tx, clock, user.id));
 * await mailer.send(twoFactorCodeMail(user, code));
 */
export async function createTwoFactorCode(db: Queryable, clock: Clock, userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  await db.query('update two_factor_codes set used_at = $2 where user_id = $1 and used_at is null', [userId, now]);
  await db.query('insert into two_factor_codes (user_id, code_hash, expires_at, created_at) values ($1, $2, $3, $4)', [
    userId,
    hashSecret(code),
    new Date(now.getTime() + twoFactorCodeLifetimeMs),
    now,
  ]);
  return code;
}

/** The e-mail that carries a two-factor code. */
export function twoFactorCodeMail(user: { email: string | null; username: string }, code: string): Mail {
  return {
    to: user.email ?? user.username,
    subject: 'Your Cadence sign-in code',
    body: `Your one time password code is ${code}. It expires in 6 minutes.`,
  };
}

/** Whether the user has a pending (unused, unexpired) code older than the resend cooldown. */
export async function mayResendTwoFactorCode(db: Queryable, clock: Clock, userId: number): Promise<boolean> {
  const now = clock.now().getTime();
  const [pending] = await db.query<{ created_at: Date }>(
    `select created_at from two_factor_codes where user_id = $1 and used_at is null and expires_at > $2
     order by created_at desc limit 1`,
    [userId, new Date(now)],
  );
  return pending !== undefined && now - pending.created_at.getTime() >= twoFactorResendCooldownMs;
}

/**
 * Checks a code against the user's pending one: right → the code is used up and a device token
 * for later sign-ins is issued; wrong → the caller counts the failure (per user, across codes:
 * see signInFailures.ts); no pending code → expired. Locks are the caller's to check first.
 */
export async function checkTwoFactorCode(db: Queryable, clock: Clock, userId: number, code: string): Promise<TwoFactorCheck> {
  const now = clock.now();
  const [pending] = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `select id, code_hash, attempts from two_factor_codes
     where user_id = $1 and used_at is null and expires_at > $2 order by created_at desc limit 1`,
    [userId, now],
  );
  if (!pending) return { outcome: 'expired' };
  if (pending.code_hash !== hashSecret(code)) {
    await db.query('update two_factor_codes set attempts = attempts + 1 where id = $1', [pending.id]);
    return { outcome: 'wrong' };
  }
  await db.query('update two_factor_codes set used_at = $2 where id = $1', [pending.id, now]);
  const deviceToken = newSecretToken();
  await db.query(
    'insert into two_factor_device_tokens (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4)',
    [userId, hashSecret(deviceToken), new Date(now.getTime() + twoFactorDeviceLifetimeMs), now],
  );
  return { outcome: 'verified', deviceToken };
}

/** Whether `token` is an unexpired device token of the user (from an earlier verified code). */
export async function isTrustedDevice(db: Queryable, clock: Clock, userId: number, token: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from two_factor_device_tokens where user_id = $1 and token_hash = $2 and expires_at > $3',
    [userId, hashSecret(token), clock.now()],
  );
  return rows.length > 0;
}
