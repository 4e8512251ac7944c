import { hashSecret, newSecretToken } from '../../auth/secretTokens';
import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';

/** The tables that hold single-use tokens sent by e-mail. */
export type OneTimeTokenKind = 'password_reset_tokens' | 'login_link_tokens';

/** Password reset links expire after 60 minutes, login links after 15. */
export const oneTimeTokenLifetimeMs: Record<OneTimeTokenKind, number> = {
  password_reset_tokens: 60 * 60_000,
  login_link_tokens: 15 * 60_000,
};

/**
 * Creates a single-use token for `userId` and returns it (only its hash is stored).
 *
 * @example
 * const code = await createOneTimeToken(db, clock, 'password_reset_tokens', user.id);
 */
export async function createOneTimeToken(db: Queryable, clock: Clock, kind: OneTimeTokenKind, userId: number): Promise<string> {
  const token = newSecretToken(24);
  const now = clock.now();
  await db.query(`insert into ${kind} (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4)`, [
    userId,
    hashSecret(token),
    new Date(now.getTime() + oneTimeTokenLifetimeMs[kind]),
    now,
  ]);
  return token;
}

/** The user id of a token that is unused and unexpired, without using it up; else null. */
export async function peekOneTimeToken(db: Queryable, clock: Clock, kind: OneTimeTokenKind, token: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `select user_id from ${kind} where token_hash = $1 and used_at is null and expires_at > $2`,
    [hashSecret(token), clock.now()],
  );
  return row?.user_id ?? null;
}

/**
 * Uses up a token: the user id when it was unused and unexpired (and, when `userId` is given,
 * belongs to that user), else null. The update is atomic, so a token works exactly once.
 */
export async function consumeOneTimeToken(
  db: Queryable,
  clock: Clock,
  kind: OneTimeTokenKind,
  token: string,
  userId?: number,
): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `update ${kind} set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2 and ($3::int is null or user_id = $3)
     returning user_id`,
    [hashSecret(token), clock.now(), userId ?? null],
  );
  return row?.user_id ?? null;
}
