import { randomUUID } from 'node:crypto';
import { hashSecret, newSecretToken } from '../auth/secretTokens';
import type { Clock } from '../clock/Clock';
import type { Database, Queryable } from '../db/Database';

// Access tokens come in families: a sign-in starts one, each refresh continues it (migration
// 0038). A token refreshes once; logout revokes the whole family, so neither the successor nor a
// predecessor still in its grace period outlives the session.

/** Access tokens live 15 minutes; the portal refreshes every 13. */
export const accessTokenLifetimeSeconds = 15 * 60;

export interface IssuedAccessToken {
  access_token: string;
  expires_in: number;
}

async function insertAccessToken(
  db: Queryable,
  clock: Clock,
  token: { userId: number; familyId: string; actingTeamMemberId: number | null },
): Promise<IssuedAccessToken> {
  const secret = newSecretToken();
  const now = clock.now();
  await db.query(
    `insert into access_tokens (user_id, token_hash, expires_at, created_at, family_id, acting_team_member_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [token.userId, hashSecret(secret), new Date(now.getTime() + accessTokenLifetimeSeconds * 1000), now, token.familyId, token.actingTeamMemberId],
  );
  return { access_token: secret, expires_in: accessTokenLifetimeSeconds };
}

/**
 * Issues the first opaque access token of a new session (a new token family) for `userId`; only
 * its SHA-256 is stored.
 *
 * @example
 * const { access_token } = await issueAccessToken(db, user.id, clock);
 */
export function issueAccessToken(db: Queryable, userId: number, clock: Clock): Promise<IssuedAccessToken> {
  return insertAccessToken(db, clock, { userId, familyId: randomUUID(), actingTeamMemberId: null });
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
 * It cannot refresh again in that time.
 */
export const replacedTokenGraceSeconds = 30;

/**
 * Refreshes a session: retires `token` (it answers `replacedTokenGraceSeconds` more, or less when
 * it would expire sooner) and issues its successor in the same family, acting as the same team
 * member ([practice-spoof] lasts the whole session). Null when the token was refreshed away
 * already, revoked or expired: the update that retires it is conditional, so of two refreshes
 * with one token exactly one gets a successor.
 *
 * @example
 * const next = await refreshAccessToken(db, call.token, clock);
 * if (!next) throw ApiError.unauthenticated();
 */
export function refreshAccessToken(db: Database, token: string, clock: Clock): Promise<IssuedAccessToken | null> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [retired] = await tx.query<{ user_id: number; family_id: string; acting_team_member_id: number | null }>(
      `update access_tokens set replaced_at = $2, expires_at = least(expires_at, $3)
       where token_hash = $1 and replaced_at is null and revoked_at is null and expires_at > $2
       returning user_id, family_id, acting_team_member_id`,
      [hashSecret(token), now, new Date(now.getTime() + replacedTokenGraceSeconds * 1000)],
    );
    if (!retired) return null;
    return insertAccessToken(tx, clock, {
      userId: retired.user_id,
      familyId: retired.family_id,
      actingTeamMemberId: retired.acting_team_member_id,
    });
  });
}

/**
 * Revokes every token of `token`'s family (logout): the one presented, its successors and the
 * predecessors still in their grace period. Revoking twice is harmless.
 */
export async function revokeTokenFamily(db: Queryable, token: string, clock: Clock): Promise<void> {
  await db.query(
    `update access_tokens set revoked_at = $2
     where family_id = (select family_id from access_tokens where token_hash = $1) and revoked_at is null`,
    [hashSecret(token), clock.now()],
  );
}

/** Revokes every open session of a user (a new password, an archived user). */
export async function revokeUserTokens(db: Queryable, userId: number, clock: Clock): Promise<void> {
  await db.query('update access_tokens set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, clock.now()]);
}
