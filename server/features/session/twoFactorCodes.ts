import { randomInt } from 'node:crypto';
import type { Mail } from '../../adapters/mail/Mailer';
import { hashSecret, newSecretToken } from '../../auth/secretTokens';
import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';
import { sessionMessages } from './sessionMessages';

/** A code is valid 6 minutes, like the portal's pending two-factor step. */
export const twoFactorCodeLifetimeMs = 6 * 60_000;
/** The 5th wrong code locks two-factor sign-in for 15 minutes. */
export const twoFactorMaxAttempts = 5;
export const twoFactorLockMs = 15 * 60_000;
/** A verified browser is not asked for a code again for 30 days. */
export const twoFactorDeviceLifetimeMs = 30 * 24 * 60 * 60_000;
/** Resending is refused within 30 seconds of the previous code, like the portal's countdown. */
export const twoFactorResendCooldownMs = 30_000;

export interface TwoFactorResult {
  locked: boolean;
  message: string;
  two_factor_token?: string;
}

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
 * Checks a code: right → a device token for later sign-ins; wrong → counts the attempt and locks
 * two-factor sign-in for 15 minutes at the 5th; while locked every check answers `locked`.
 */
export async function checkTwoFactorCode(
  db: Queryable,
  clock: Clock,
  user: { id: number; two_factor_locked_until: Date | null },
  code: string,
): Promise<TwoFactorResult> {
  const now = clock.now();
  if (user.two_factor_locked_until && user.two_factor_locked_until > now) {
    return { locked: true, message: sessionMessages.otpLocked };
  }
  const [pending] = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `select id, code_hash, attempts from two_factor_codes
     where user_id = $1 and used_at is null and expires_at > $2 order by created_at desc limit 1`,
    [user.id, now],
  );
  if (!pending) return { locked: false, message: sessionMessages.otpExpired };
  if (pending.code_hash === hashSecret(code)) {
    await db.query('update two_factor_codes set used_at = $2 where id = $1', [pending.id, now]);
    const deviceToken = newSecretToken();
    await db.query(
      'insert into two_factor_device_tokens (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4)',
      [user.id, hashSecret(deviceToken), new Date(now.getTime() + twoFactorDeviceLifetimeMs), now],
    );
    return { locked: false, message: sessionMessages.otpVerified, two_factor_token: deviceToken };
  }
  const attempts = pending.attempts + 1;
  if (attempts >= twoFactorMaxAttempts) {
    await db.query('update two_factor_codes set attempts = $2, used_at = $3 where id = $1', [pending.id, attempts, now]);
    await db.query('update users set two_factor_locked_until = $2 where id = $1', [
      user.id,
      new Date(now.getTime() + twoFactorLockMs),
    ]);
    return { locked: true, message: sessionMessages.otpLocked };
  }
  await db.query('update two_factor_codes set attempts = $2 where id = $1', [pending.id, attempts]);
  const left = twoFactorMaxAttempts - attempts;
  return { locked: false, message: `${sessionMessages.otpWrong} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` };
}

/** Whether `token` is an unexpired device token of the user (from an earlier verified code). */
export async function isTrustedDevice(db: Queryable, clock: Clock, userId: number, token: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from two_factor_device_tokens where user_id = $1 and token_hash = $2 and expires_at > $3',
    [userId, hashSecret(token), clock.now()],
  );
  return rows.length > 0;
}
