// Single sign-on in the browser's steps over real HTTP: /sso/start sends the user to the identity
// provider, the provider answers, and login/okta signs the user in with the token. Once with the
// embedded demo provider, once with an OIDC provider (only its published documents are faked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcIdentityProvider } from '../../server/adapters/identity/createOidcIdentityProvider';
import { createFakeOidcProvider } from '../../server/adapters/identity/fakeOidcProvider';
import { startApiServer, testConfig, type ApiServer } from './harness/startApiServer';

const noFollow = { redirect: 'manual' } as const;
const location = (response: Response) => response.headers.get('location') ?? '';

describe('single sign-on with the embedded provider', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ patients: 0 });
  }, 60_000);
  afterAll(() => api.close());

  it('[login-sso-call] goes from /sso/start through the demo page to a sign-in', async () => {
    const start = await api.fetch('/sso/start?username=surgeon', noFollow);
    expect(start.status).toBe(302);
    expect(location(start)).toBe('/dev/sso?username=surgeon&redirect=%2F');

    const page = await (await api.fetch(location(start))).text();
    const handback = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const query = new URL(handback, api.baseUrl).searchParams;
    expect(query.get('username')).toBe('surgeon');
    const { status } = await api.call('loginOkta', { username: 'surgeon', token: query.get('sso_token') });
    expect(status).toBe(200);
  });

  it('asks for a username before starting', async () => {
    const start = await api.fetch('/sso/start', noFollow);
    expect(start.status).toBe(400);
    expect(await start.text()).toContain('A username is required.');
  });
});

describe('single sign-on with an OIDC provider', () => {
  const provider = createFakeOidcProvider('https://idp.example/oauth2/default');
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({
      patients: 0,
      identity: (clock) => createOidcIdentityProvider({ issuer: provider.issuer, clientId: 'cadence' }, clock, provider.fetchJson),
    });
  }, 60_000);
  afterAll(() => api.close());

  /** Starts a sign-on and returns what the browser is sent to the provider with. */
  async function startAt(username: string): Promise<URLSearchParams> {
    const start = await api.fetch(`/sso/start?username=${username}`, noFollow);
    expect(start.status).toBe(302);
    const url = new URL(location(start));
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizationEndpoint);
    return url.searchParams;
  }

  /** What the provider posts back to the portal's callback. */
  function postBack(form: Record<string, string>): Promise<Response> {
    return api.fetch('/sso/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      ...noFollow,
    });
  }

  const tokenFor = (username: string, nonce: string) =>
    provider.idToken({
      iss: provider.issuer,
      aud: 'cadence',
      exp: api.clock.now().getTime() / 1000 + 300,
      preferred_username: username,
      nonce,
    });

  it('[login-sso-call] sends the user to the provider and signs them in with its answer', async () => {
    const sent = await startAt('surgeon');
    expect(sent.get('redirect_uri')).toBe(`${testConfig.publicUrl}/sso/callback`);
    expect(sent.get('login_hint')).toBe('surgeon');

    const idToken = tokenFor('surgeon', sent.get('nonce') ?? '');
    const back = await postBack({ id_token: idToken, state: sent.get('state') ?? '' });
    expect(back.status).toBe(302);
    const handover = new URL(location(back), api.baseUrl);
    expect(handover.pathname).toBe('/');
    expect(handover.searchParams.get('username')).toBe('surgeon');

    const { status } = await api.call('loginOkta', { username: 'surgeon', token: handover.searchParams.get('sso_token') });
    expect(status).toBe(200);
  });

  it('[login-sso-not-assigned] issue 25 finding 13: takes an ID token once (by its jti, else its nonce), then refuses its replay', async () => {
    const sent = await startAt('therapist');
    const idToken = tokenFor('therapist', sent.get('nonce') ?? '');
    expect((await api.call('loginOkta', { username: 'therapist', token: idToken })).status).toBe(200);
    expect(await api.call('loginOkta', { username: 'therapist', token: idToken })).toEqual({
      status: 401,
      body: { message: 'User is not assigned to the client application' },
    });
    // Another token of the provider with the same jti is the same token to the portal.
    const exp = api.clock.now().getTime() / 1000 + 300;
    const withJti = (nonce: string) => provider.idToken({ iss: provider.issuer, aud: 'cadence', exp, preferred_username: 'therapist', nonce, jti: 'jti-25' });
    expect((await api.call('loginOkta', { username: 'therapist', token: withJti('n-a') })).status).toBe(200);
    expect((await api.call('loginOkta', { username: 'therapist', token: withJti('n-b') })).status).toBe(401);
  });

  it('refuses an answer to a start that is not ours, or to another start', async () => {
    const sent = await startAt('surgeon');
    const forged = await postBack({ id_token: tokenFor('surgeon', sent.get('nonce') ?? ''), state: 'forged.state' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This sign-on has expired or did not start here.');

    const replayed = await postBack({ id_token: tokenFor('surgeon', 'another-nonce'), state: sent.get('state') ?? '' });
    expect(replayed.status).toBe(400);
  });

  it("shows the provider's refusal with the way back to sign in", async () => {
    const sent = await startAt('staff');
    const refused = await postBack({
      state: sent.get('state') ?? '',
      error: 'access_denied',
      error_description: 'User is not assigned to the client application.',
    });
    expect(refused.status).toBe(401);
    const page = await refused.text();
    expect(page).toContain('User is not assigned to the client application.');
    expect(page).toContain('href="/"');
  });
});
