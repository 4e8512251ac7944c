import { createHmac, timingSafeEqual } from 'node:crypto';
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
 * `base64url(username|expiresAtMs).hmac`, signed with `secret`.
 *
 * @example
 * const idp = createEmbeddedIdentityProvider(config.ssoSecret, clock);
 * await idp.verify('surgeon', idp.issue('surgeon')); // true
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
      const payload = Buffer.from(`${username}|${clock.now().getTime() + embeddedTokenLifetimeMs}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(username, token) {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return Promise.resolve(false);
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return Promise.resolve(false);
      const [name, expiresAt] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      return Promise.resolve(name === username && Number(expiresAt) > clock.now().getTime());
    },
  };
}
