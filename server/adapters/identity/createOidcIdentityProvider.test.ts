import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createOidcIdentityProvider } from './createOidcIdentityProvider';
import { createFakeOidcProvider } from './fakeOidcProvider';

const provider = createFakeOidcProvider('https://idp.example/oauth2/default');
const { issuer, idToken } = provider;
const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
const now = clock.now().getTime() / 1000;
const idp = createOidcIdentityProvider({ issuer, clientId: 'cadence' }, clock, provider.fetchJson);
const valid = { iss: issuer, aud: 'cadence', exp: now + 300, preferred_username: 'surgeon' };

describe('createOidcIdentityProvider', () => {
  it('[login-sso-call] accepts a signed ID token for the named user', async () => {
    expect(await idp.verify('surgeon', idToken(valid))).not.toBeNull();
    expect(await idp.verify('SURGEON', idToken(valid))).not.toBeNull();
  });

  it('issue 25 finding 13: answers the id a token is accepted once under (jti, else nonce) and its expiry', async () => {
    const expiresAt = new Date((now + 300 + 60) * 1000);
    expect(await idp.verify('surgeon', idToken({ ...valid, jti: 'j-1', nonce: 'n-1' }))).toEqual({ tokenId: `${issuer}#jti:j-1`, expiresAt });
    expect(await idp.verify('surgeon', idToken({ ...valid, nonce: 'n-1' }))).toEqual({ tokenId: `${issuer}#nonce:n-1`, expiresAt });
    // Without either, the token itself (its signature) is what a replay repeats.
    const bare = idToken(valid);
    expect((await idp.verify('surgeon', bare))?.tokenId).toBe((await idp.verify('surgeon', bare))?.tokenId);
    expect((await idp.verify('surgeon', bare))?.tokenId).not.toBe((await idp.verify('surgeon', idToken({ ...valid, exp: now + 301 })))?.tokenId);
  });

  it.each([
    ['another user', { ...valid, preferred_username: 'therapist' }],
    ['another audience', { ...valid, aud: 'someone-else' }],
    ['another issuer', { ...valid, iss: 'https://evil.example' }],
    ['an expired token', { ...valid, exp: now - 120 }],
  ])('[login-sso-not-assigned] refuses %s', async (_case, claims) => {
    expect(await idp.verify('surgeon', idToken(claims))).toBeNull();
  });

  it('refuses an unknown key id and a tampered token', async () => {
    expect(await idp.verify('surgeon', idToken(valid, 'key-2'))).toBeNull();
    const [header, , signature] = idToken(valid).split('.');
    const forged = Buffer.from(JSON.stringify({ ...valid, preferred_username: 'admin' })).toString('base64url');
    expect(await idp.verify('admin', `${header}.${forged}.${signature}`)).toBeNull();
  });

  it('[login-sso-call] starts sign-on at the provider with a form post back to the portal', async () => {
    const url = new URL(
      await idp.signOnUrl({ username: 'surgeon', state: 's1', nonce: 'n1', callbackUrl: 'http://portal.test/sso/callback' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cadence',
      response_type: 'id_token',
      response_mode: 'form_post',
      scope: 'openid profile email',
      redirect_uri: 'http://portal.test/sso/callback',
      login_hint: 'surgeon',
      state: 's1',
      nonce: 'n1',
    });
  });
});
