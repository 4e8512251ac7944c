import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createEmbeddedIdentityProvider } from './createEmbeddedIdentityProvider';

describe('createEmbeddedIdentityProvider', () => {
  const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
  const idp = createEmbeddedIdentityProvider('secret', clock);

  it('[login-sso-call] verifies its own token for the same user only', async () => {
    const token = idp.issue('surgeon');
    expect(await idp.verify('surgeon', token)).toBe(true);
    expect(await idp.verify('therapist', token)).toBe(false);
  });

  it('refuses tokens signed with another secret, tampered or malformed', async () => {
    const other = createEmbeddedIdentityProvider('other', clock).issue('surgeon');
    expect(await idp.verify('surgeon', other)).toBe(false);
    const [payload = ''] = idp.issue('surgeon').split('.');
    expect(await idp.verify('surgeon', `${payload}.forged`)).toBe(false);
    expect(await idp.verify('surgeon', 'garbage')).toBe(false);
  });

  it('refuses a token after its two minutes', async () => {
    const token = idp.issue('surgeon');
    clock.advance(2 * 60_000 + 1);
    expect(await idp.verify('surgeon', token)).toBe(false);
  });
});
