import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import type { Clock } from '../../clock/Clock';
import type { IdentityProvider } from './IdentityProvider';

export interface OidcSettings {
  /** The provider's issuer URL, e.g. `https://example.okta.com/oauth2/default`. */
  issuer: string;
  /** The portal's client id: ID tokens must name it as their audience. */
  clientId: string;
}

/** The parts of the provider's discovery document this adapter reads. */
interface Discovery {
  authorization_endpoint?: string;
  jwks_uri?: string;
}

interface Jwk extends JsonWebKey {
  kid?: string;
}

/** Tolerated clock difference between the provider and this server. */
const clockSkewSeconds = 60;

/**
 * Verifies OIDC ID tokens (RS256) of a configured provider: the signature against the provider's
 * published keys (discovery document → jwks_uri, fetched once and again for an unknown key id),
 * the issuer, the audience, the expiry, and that `preferred_username` or `email` is the username;
 * answers the token's id (`jti`, else `nonce`) and expiry, so that login/okta accepts it once.
 *
 * @example
 * const identity = createOidcIdentityProvider({ issuer: process.env.OIDC_ISSUER!, clientId: process.env.OIDC_CLIENT_ID! }, systemClock);
 */
export function createOidcIdentityProvider(settings: OidcSettings, clock: Clock, fetchJson = defaultFetchJson): IdentityProvider {
  let keys: Jwk[] | undefined;
  const discover = async (): Promise<Discovery> =>
    (await fetchJson(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)) as Discovery;
  const loadKeys = async (): Promise<Jwk[]> => {
    const discovery = await discover();
    if (!discovery.jwks_uri) throw new Error('the OIDC discovery document has no jwks_uri');
    const jwks = (await fetchJson(discovery.jwks_uri)) as { keys?: Jwk[] };
    return jwks.keys ?? [];
  };
  const keyFor = async (kid: string | undefined): Promise<Jwk | undefined> => {
    keys ??= await loadKeys();
    let key = keys.find((candidate) => candidate.kid === kid);
    if (!key) {
      // The provider may have rotated its keys since they were fetched.
      keys = await loadKeys();
      key = keys.find((candidate) => candidate.kid === kid);
    }
    return key;
  };

  return {
    // The implicit flow with a form post: the provider posts the ID token to the callback, so it
    // never sits in the browser's history or a server log's query string.
    async signOnUrl(start) {
      const { authorization_endpoint: endpoint } = await discover();
      if (!endpoint) throw new Error('the OIDC discovery document has no authorization_endpoint');
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'id_token',
        response_mode: 'form_post',
        scope: 'openid profile email',
        redirect_uri: start.callbackUrl,
        login_hint: start.username,
        state: start.state,
        nonce: start.nonce,
      }).toString();
      return url.toString();
    },
    async verify(username, token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
      try {
        const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
        if (header.alg !== 'RS256') return null;
        const key = await keyFor(header.kid);
        if (!key) return null;
        const signed = verify(
          'RSA-SHA256',
          Buffer.from(`${headerPart}.${payloadPart}`),
          createPublicKey({ key, format: 'jwk' }),
          Buffer.from(signaturePart, 'base64url'),
        );
        if (!signed) return null;
        const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<string, unknown>;
        const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
        const now = clock.now().getTime() / 1000;
        const names = [claims.preferred_username, claims.email].filter((name): name is string => typeof name === 'string');
        const expiry = claims.exp;
        if (typeof expiry !== 'number' || expiry + clockSkewSeconds <= now) return null;
        const valid =
          claims.iss === settings.issuer &&
          audiences.includes(settings.clientId) &&
          names.some((name) => name.toLowerCase() === username.toLowerCase());
        if (!valid) return null;
        return { tokenId: tokenIdOf(settings.issuer, claims, signaturePart), expiresAt: new Date((expiry + clockSkewSeconds) * 1000) };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The id an ID token is accepted once under: its `jti` when the provider sets one, else the
 * `nonce` of the sign-on start it answers (one token per start), else its signature (the same
 * token, replayed, has the same one). Prefixed with the issuer, whose ids they are.
 */
function tokenIdOf(issuer: string, claims: Record<string, unknown>, signature: string): string {
  if (typeof claims.jti === 'string' && claims.jti !== '') return `${issuer}#jti:${claims.jti}`;
  if (typeof claims.nonce === 'string' && claims.nonce !== '') return `${issuer}#nonce:${claims.nonce}`;
  // Decoded and encoded again: another spelling of the same signature bytes is the same token.
  return `${issuer}#signature:${Buffer.from(signature, 'base64url').toString('base64url')}`;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
