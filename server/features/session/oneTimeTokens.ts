import { hashSecret, newSecretToken } from '../../auth/secretTokens';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';

/** The tables that hold single-use tokens sent by e-mail. */
export type OneTimeTokenKind = 'password_reset_tokens' | 'login_link_tokens';

const allKinds: readonly OneTimeTokenKind[] = ['password_reset_tokens', 'login_link_tokens'];

/** Password reset links expire after 60 minutes, login links after 15. */
export const oneTimeTokenLifetimeMs: Record<OneTimeTokenKind, number> = {
  password_reset_tokens: 60 * 60_000,
  login_link_tokens: 15 * 60_000,
};

/**
 * Creates a single-use token for `userId` and returns it (only its hash is stored). It is the
 * user's only live token of its kind: the ones mailed before are spent, so an older mail in an
 * inbox opens nothing (issue 25, finding 12). The user's row is locked meanwhile, so two requests
 * at once still leave one.
 *
 * @example
 * const code = await createOneTimeToken(db, clock, 'password_reset_tokens', user.id);
 */
export function createOneTimeToken(db: Database, clock: Clock, kind: OneTimeTokenKind, userId: number): Promise<string> {
  const token = newSecretToken(24);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    await spendOneTimeTokens(tx, clock, userId, [kind]);
    await tx.query(`insert into ${kind} (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4)`, [
      userId,
      hashSecret(token),
      new Date(now.getTime() + oneTimeTokenLifetimeMs[kind]),
      now,
    ]);
    return token;
  });
}

/**
 * Spends every unused token of the user (of `kinds`, by default both): after a password reset
 * no reset or login link mailed before it works, nor after the account's e-mail or username
 * changed.
 *
 * @example
 * await spendOneTimeTokens(tx, clock, userId);
 */
export async function spendOneTimeTokens(
  db: Queryable,
  clock: Clock,
  userId: number,
  kinds: readonly OneTimeTokenKind[] = allKinds,
): Promise<void> {
  for (const kind of kinds) {
    await db.query(`update ${kind} set used_at = $2 where user_id = $1 and used_at is null`, [userId, clock.now()]);
  }
}

/**
 * The user id of a token that is unused and unexpired, without using it up (and, when `userId`
 * is given, only when it belongs to that user); else null.
 */
export async function peekOneTimeToken(
  db: Queryable,
  clock: Clock,
  kind: OneTimeTokenKind,
  token: string,
  userId?: number,
): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `select user_id from ${kind}
     where token_hash = $1 and used_at is null and expires_at > $2 and ($3::int is null or user_id = $3)`,
    [hashSecret(token), clock.now(), userId ?? null],
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
