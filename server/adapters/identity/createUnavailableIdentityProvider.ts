import type { IdentityProvider } from './IdentityProvider';

/** Thrown by the unavailable provider's `signOnUrl`: single sign-on is not set up here. */
export class SignOnUnavailableError extends Error {
  constructor() {
    super('single sign-on is not configured (OIDC_ISSUER and OIDC_CLIENT_ID are unset, and demo mode is off)');
    this.name = 'SignOnUnavailableError';
  }
}

/**
 * The identity provider of a portal without single sign-on: outside demo mode and without
 * OIDC_ISSUER nothing may vouch for a user, so no sign-on starts and every token is refused
 * (login/okta answers 401). The embedded provider of /dev/sso exists only in demo mode.
 *
 * @example
 * const identity = createUnavailableIdentityProvider();
 * await identity.verify('surgeon', token); // null
 */
export function createUnavailableIdentityProvider(): IdentityProvider {
  return {
    signOnUrl() {
      return Promise.reject(new SignOnUnavailableError());
    },
    verify() {
      return Promise.resolve(null);
    },
  };
}
