// Test support: the documents an OIDC provider publishes (discovery, keys) and ID tokens signed
// with its key, for tests of the OIDC adapter and of single sign-on over HTTP. Only the provider
// is faked: it is the edge of the system.
import { generateKeyPairSync, sign } from 'node:crypto';

export interface FakeOidcProvider {
  issuer: string;
  /** Where the provider's sign-in page is. */
  authorizationEndpoint: string;
  /** Answers the adapter's fetches of the discovery document and the key set. */
  fetchJson: (url: string) => Promise<unknown>;
  /** An RS256 ID token with `claims`, signed with the provider's key (or a key id it does not publish). */
  idToken: (claims: Record<string, unknown>, kid?: string) => string;
}

/**
 * A provider at `issuer` with one published RSA key, `key-1`.
 *
 * @example
 * const provider = createFakeOidcProvider('https://idp.example/oauth2/default');
 * const idp = createOidcIdentityProvider({ issuer: provider.issuer, clientId: 'cadence' }, clock, provider.fetchJson);
 */
export function createFakeOidcProvider(issuer: string): FakeOidcProvider {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' };
  const authorizationEndpoint = `${issuer}/v1/authorize`;
  const documents: Record<string, unknown> = {
    [`${issuer}/.well-known/openid-configuration`]: {
      issuer,
      authorization_endpoint: authorizationEndpoint,
      jwks_uri: `${issuer}/v1/keys`,
    },
    [`${issuer}/v1/keys`]: { keys: [jwk] },
  };
  return {
    issuer,
    authorizationEndpoint,
    fetchJson: (url) => (url in documents ? Promise.resolve(documents[url]) : Promise.reject(new Error(`${url} answered 404`))),
    idToken: (claims, kid = 'key-1') => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const body = `${encode({ alg: 'RS256', kid })}.${encode(claims)}`;
      return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
    },
  };
}
