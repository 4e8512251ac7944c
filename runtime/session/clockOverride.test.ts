// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readClockOverride } from './clockOverride';

const limits = {
  idleTimeoutMs: 840000,
  idleWarningMs: 60000,
  tokenRefreshFirstMs: 120000,
  tokenRefreshEveryMs: 780000,
  otpResendCooldownMs: 30000,
  otpPendingMs: 360000,
};

describe('readClockOverride', () => {
  beforeEach(() => window.localStorage.clear());

  it('[idle-warning] shortens the idle delays for end-to-end tests', () => {
    window.localStorage.setItem('cadence.clock', '{"idleTimeoutMs":3000,"idleWarningMs":2000}');
    expect(readClockOverride(window.localStorage, limits)).toEqual({
      idleTimeoutMs: 3000,
      idleWarningMs: 2000,
    });
  });

  it('is empty when nothing is stored or the value is not JSON', () => {
    expect(readClockOverride(window.localStorage, limits)).toEqual({});
    window.localStorage.setItem('cadence.clock', 'soon');
    expect(readClockOverride(window.localStorage, limits)).toEqual({});
  });

  it('[idle-forced-logout] never lengthens a delay beyond the spec and ignores nonsense', () => {
    window.localStorage.setItem(
      'cadence.clock',
      JSON.stringify({
        idleTimeoutMs: 99999999,
        idleWarningMs: -5,
        otpPendingMs: 1.5,
        tokenRefreshEveryMs: 1000,
        colour: 3,
      }),
    );
    expect(readClockOverride(window.localStorage, limits)).toEqual({ tokenRefreshEveryMs: 1000 });
  });
});
