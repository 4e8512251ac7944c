import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createEmbeddedIdentityProvider } from './createEmbeddedIdentityProvider';

describe('createEmbeddedIdentityProvider', () => {
  const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
  const idp = createEmbeddedIdentityProvider('secret', clock);

  it('[login-sso-call] verifies its own token for the same user only', async () => {
    const token = idp.issue('surgeon');
    const verified = await idp.verify('surgeon', token);
    expect(verified?.tokenId).toMatch(/^embedded:.{16,}$/);
    expect(verified?.expiresAt).toEqual(new Date(clock.now().getTime() + 2 * 60_000));
    expect(await idp.verify('therapist', token)).toBeNull();
  });

  it('issue 25 finding 13: gives every token an id of its own, for login/okta to accept it once', async () => {
    const first = await idp.verify('surgeon', idp.issue('surgeon'));
    const second = await idp.verify('surgeon', idp.issue('surgeon'));
    expect(first?.tokenId).not.toBe(second?.tokenId);
  });

  it('refuses tokens signed with another secret, tampered or malformed', async () => {
    const other = createEmbeddedIdentityProvider('other', clock).issue('surgeon');
    expect(await idp.verify('surgeon', other)).toBeNull();
    const [payload = ''] = idp.issue('surgeon').split('.');
    expect(await idp.verify('surgeon', `${payload}.forged`)).toBeNull();
    expect(await idp.verify('surgeon', 'garbage')).toBeNull();
  });

  it('refuses a token after its two minutes', async () => {
    const token = idp.issue('surgeon');
    clock.advance(2 * 60_000 + 1);
    expect(await idp.verify('surgeon', token)).toBeNull();
  });
});
