import { hashSecret, newSecretToken } from '../auth/secretTokens';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

/** Access tokens live 15 minutes; the portal refreshes every 13. */
export const accessTokenLifetimeSeconds = 15 * 60;

export interface IssuedAccessToken {
  access_token: string;
  expires_in: number;
}

/**
 * Issues a new opaque access token for `userId` (only its SHA-256 is stored).
 *
 * @example
 * const { access_token } = await issueAccessToken(db, user.id, clock);
 */
export async function issueAccessToken(db: Queryable, userId: number, clock: Clock): Promise<IssuedAccessToken> {
  const token = newSecretToken();
  const now = clock.now();
  await db.query('insert into access_tokens (user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4)', [
    userId,
    hashSecret(token),
    new Date(now.getTime() + accessTokenLifetimeSeconds * 1000),
    now,
  ]);
  return { access_token: token, expires_in: accessTokenLifetimeSeconds };
}

/** The user id of a token that is neither expired nor revoked, or null. */
export async function findTokenUser(db: Queryable, token: string, clock: Clock): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    'select user_id from access_tokens where token_hash = $1 and revoked_at is null and expires_at > $2',
    [hashSecret(token), clock.now()],
  );
  return row?.user_id ?? null;
}

/**
 * How long a token replaced by a refresh still answers: the portal's requests sent with it just
 * before the new one arrived (a screen loading at the refresh moment) are served, not refused 401.
 */
export const replacedTokenGraceSeconds = 30;

/** Ends a token refreshed away: it expires `replacedTokenGraceSeconds` from now (or sooner, as it would). */
export async function retireAccessToken(db: Queryable, token: string, clock: Clock): Promise<void> {
  await db.query('update access_tokens set expires_at = least(expires_at, $2) where token_hash = $1', [
    hashSecret(token),
    new Date(clock.now().getTime() + replacedTokenGraceSeconds * 1000),
  ]);
}

/** Revokes a token (logout); revoking twice is harmless. */
export async function revokeAccessToken(db: Queryable, token: string, clock: Clock): Promise<void> {
  await db.query('update access_tokens set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    hashSecret(token),
    clock.now(),
  ]);
}
