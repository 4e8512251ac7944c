import { hashSecret } from '../auth/secretTokens';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import { withActingContext, type ActingPermissions } from '../session/actingContext';
import { loadUserProfile } from '../session/loadUserProfile';
import type { UserProfile } from '../session/UserProfile';

/** Who a portal socket speaks for, and until when. */
export interface SocketSession {
  token: string;
  expiresAt: Date;
  profile: UserProfile;
}

/**
 * The session of an access token that is neither expired nor revoked (with the acting context a
 * super user may have picked), or null: what a socket is authenticated as.
 *
 * @example
 * const session = await findSocketSession(db, token, clock, 'own'); // null for a revoked token
 */
export async function findSocketSession(db: Queryable, token: string, clock: Clock, actingPermissions: ActingPermissions): Promise<SocketSession | null> {
  const [row] = await db.query<{ user_id: number; expires_at: Date }>(
    'select user_id, expires_at from access_tokens where token_hash = $1 and revoked_at is null and expires_at > $2',
    [hashSecret(token), clock.now()],
  );
  if (!row) return null;
  const own = await loadUserProfile(db, row.user_id);
  if (!own) return null;
  return { token, expiresAt: new Date(row.expires_at), profile: await withActingContext(db, own, token, actingPermissions) };
}
