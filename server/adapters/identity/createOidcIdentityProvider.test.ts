import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createOidcIdentityProvider } from './createOidcIdentityProvider';

const issuer = 'https://idp.example/oauth2/default';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' };
const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
const now = clock.now().getTime() / 1000;

function idToken(claims: Record<string, unknown>, kid = 'key-1'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'RS256', kid })}.${encode(claims)}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
}

// Only the provider's two documents are faked: the edge of the system.
const documents: Record<string, unknown> = {
  [`${issuer}/.well-known/openid-configuration`]: { jwks_uri: `${issuer}/v1/keys` },
  [`${issuer}/v1/keys`]: { keys: [jwk] },
};
const idp = createOidcIdentityProvider({ issuer, clientId: 'cadence' }, clock, (url) => Promise.resolve(documents[url]));
const valid = { iss: issuer, aud: 'cadence', exp: now + 300, preferred_username: 'surgeon' };

describe('createOidcIdentityProvider', () => {
  it('[login-sso-call] accepts a signed ID token for the named user', async () => {
    expect(await idp.verify('surgeon', idToken(valid))).toBe(true);
    expect(await idp.verify('SURGEON', idToken(valid))).toBe(true);
  });

  it.each([
    ['another user', { ...valid, preferred_username: 'therapist' }],
    ['another audience', { ...valid, aud: 'someone-else' }],
    ['another issuer', { ...valid, iss: 'https://evil.example' }],
    ['an expired token', { ...valid, exp: now - 120 }],
  ])('[login-sso-not-assigned] refuses %s', async (_case, claims) => {
    expect(await idp.verify('surgeon', idToken(claims))).toBe(false);
  });

  it('refuses an unknown key id and a tampered token', async () => {
    expect(await idp.verify('surgeon', idToken(valid, 'key-2'))).toBe(false);
    const [header, , signature] = idToken(valid).split('.');
    const forged = Buffer.from(JSON.stringify({ ...valid, preferred_username: 'admin' })).toString('base64url');
    expect(await idp.verify('admin', `${header}.${forged}.${signature}`)).toBe(false);
  });
});
