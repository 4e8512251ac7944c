// Demo mode (issue 9, item 1): the outbox mailbox and the embedded identity provider sign anyone
// in, so they exist only with `demo: true` (CADENCE_DEMO=1). Outside demo mode the attack of the
// issue — POST forgot_password, then read the reset link at /dev/mailbox.json, or take a token
// from /dev/sso to login/okta — finds nothing, while the mail is still kept in the outbox table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedIdentityProvider } from '../../server/adapters/identity/createEmbeddedIdentityProvider';
import { ssoMessages } from '../../server/features/sso/ssoMessages';
import { startApiServer, testConfig, type ApiServer } from './harness/startApiServer';

const noFollow = { redirect: 'manual' } as const;

/** A sign-on token made the way /dev/sso makes them, with the secret the server is configured with. */
function forgedToken(api: ApiServer, username: string): string {
  return createEmbeddedIdentityProvider(testConfig.ssoSecret, api.clock).issue(username);
}

describe('outside demo mode (a deployment)', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ patients: 0, config: { demo: false } });
  }, 60_000);
  afterAll(() => api.close());

  it('does not serve the reset link of forgot_password: /dev/mailbox.json and /dev/mailbox answer 404', async () => {
    expect((await api.call('forgotPassword', { username: 'superadmin' })).status).toBe(200);
    // The mail is kept (SMTP_URL is unset), but nothing serves it over HTTP.
    expect((await api.lastMailTo('superadmin@cadence.example'))?.body).toContain('/password/');

    for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
      const response = await api.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: 'Not found.' });
    }
  });

  it('cannot move the clock: POST /dev/clock answers 404', async () => {
    const response = await api.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offset_ms: 86_400_000 }) });
    expect(response.status).toBe(404);
  });

  it('has no embedded identity provider: /dev/sso answers 404 and a forged token is refused', async () => {
    const page = await api.fetch('/dev/sso?username=surgeon&redirect=/');
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: 'Not found.' });

    const login = await api.call('loginOkta', { username: 'surgeon', token: forgedToken(api, 'surgeon') });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'User is not assigned to the client application' });
  });

  it('does not start single sign-on without an OIDC provider', async () => {
    const start = await api.fetch('/sso/start?username=surgeon', noFollow);
    expect(start.status).toBe(404);
    expect(start.headers.get('location')).toBeNull();
    expect(await start.text()).toContain(ssoMessages.unavailable);
  });

  it('tells the portal it is not in demo mode', async () => {
    expect((await api.call('portalInfo')).body).toEqual({ data: { demo: false, version: testConfig.version } });
  });
});

describe('in demo mode (npm start)', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ patients: 0, config: { demo: true } });
  }, 60_000);
  afterAll(() => api.close());

  it('shows the e-mail at /dev/mailbox.json and /dev/mailbox', async () => {
    await api.call('forgotPassword', { username: 'billing' });
    const json = await api.fetch('/dev/mailbox.json');
    expect(json.status).toBe(200);
    const { data } = (await json.json()) as { data: { to: string; body: string }[] };
    expect(data.find((mail) => mail.to === 'billing@cadence.example')?.body).toContain('/password/');

    const page = await api.fetch('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('billing@cadence.example');
  });

  it('signs on through the embedded provider of /dev/sso', async () => {
    const start = await api.fetch('/sso/start?username=surgeon', noFollow);
    expect(start.headers.get('location')).toBe('/dev/sso?username=surgeon&redirect=%2F');
    const page = await api.fetch('/dev/sso?username=surgeon&redirect=/');
    expect(page.status).toBe(200);
    expect((await api.call('loginOkta', { username: 'surgeon', token: forgedToken(api, 'surgeon') })).status).toBe(200);
  });

  it('tells the portal it is in demo mode, before anyone signs in', async () => {
    expect((await api.call('portalInfo')).body).toEqual({ data: { demo: true, version: testConfig.version } });
  });
});
