import type { VerifiedIdentityToken } from '../../adapters/identity/IdentityProvider';
import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';

/**
 * Records that login/okta took a single sign-on token: true the first time its id is claimed,
 * false for a replay. The ids live in the database (`identity_token_uses`, migration 0038) until
 * the token expires, so every instance of the middleware refuses a token any of them took; the
 * insert is atomic, so of two sign-ins with one token at once exactly one gets in.
 *
 * @example
 * const verified = await deps.identity.verify(user.username, body.token);
 * if (!verified || !(await claimIdentityToken(db, clock, verified))) throw refused();
 */
export async function claimIdentityToken(db: Queryable, clock: Clock, token: VerifiedIdentityToken): Promise<boolean> {
  const now = clock.now();
  // Ids of expired tokens are no longer needed: the provider's check refuses those tokens anyway.
  await db.query('delete from identity_token_uses where expires_at <= $1', [now]);
  const claimed = await db.query(
    'insert into identity_token_uses (token_id, expires_at) values ($1, $2) on conflict (token_id) do nothing returning token_id',
    [token.tokenId, token.expiresAt],
  );
  return claimed.length > 0;
}
