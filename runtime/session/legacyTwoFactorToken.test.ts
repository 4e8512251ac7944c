// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetLegacyTwoFactorToken, legacyTwoFactorTokenKey } from './legacyTwoFactorToken';

describe('forgetLegacyTwoFactorToken', () => {
  it('[two-factor-token-kept] removes the token earlier versions kept in localStorage and leaves the rest', () => {
    window.localStorage.setItem(legacyTwoFactorTokenKey, 'old-device-token');
    window.localStorage.setItem('cadence.clock', '{}');
    forgetLegacyTwoFactorToken(window.localStorage);
    expect(window.localStorage.getItem(legacyTwoFactorTokenKey)).toBeNull();
    expect(window.localStorage.getItem('cadence.clock')).toBe('{}');
  });
});
