import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock/Clock';
import type { IdentityProvider } from './IdentityProvider';

/** How long a token of the embedded provider may be used: long enough for one redirect. */
export const embeddedTokenLifetimeMs = 2 * 60_000;

export interface EmbeddedIdentityProvider extends IdentityProvider {
  /** A short-lived token for `username`, as the provider's sign-in page hands out. */
  issue(username: string): string;
}

/**
 * The identity provider used when no OIDC provider is configured: tokens are
 * `base64url(username|expiresAtMs|nonce).hmac`, signed with `secret`; the random nonce is the
 * token's id, which login/okta accepts once.
 *
 * @example
 * const idp = createEmbeddedIdentityProvider(config.ssoSecret, clock);
 * await idp.verify('surgeon', idp.issue('surgeon')); // { tokenId: 'embedded:…', expiresAt }
 */
export function createEmbeddedIdentityProvider(secret: string, clock: Clock): EmbeddedIdentityProvider {
  const sign = (payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    // The embedded page hands the token straight back to the Welcome screen, which finishes the
    // sign-in with login/okta; it needs no callback.
    signOnUrl({ username }) {
      return Promise.resolve(`/dev/sso?${new URLSearchParams({ username, redirect: '/' }).toString()}`);
    },
    issue(username) {
      const expiresAt = clock.now().getTime() + embeddedTokenLifetimeMs;
      const payload = Buffer.from(`${username}|${expiresAt}|${randomBytes(16).toString('base64url')}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(username, token) {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return Promise.resolve(null);
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return Promise.resolve(null);
      const [name, expiresAt, nonce] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      const valid = name === username && Number(expiresAt) > clock.now().getTime() && Boolean(nonce);
      return Promise.resolve(valid ? { tokenId: `embedded:${nonce}`, expiresAt: new Date(Number(expiresAt)) } : null);
    },
  };
}
