import { describe, expect, it } from 'vitest';
import { defaultSessionTiming, resolveSessionTiming } from './sessionTiming';

describe('resolveSessionTiming', () => {
  it('[token-refresh-interval] [idle-warning] [otp-pending-expiry] defaults to the spec constants', () => {
    expect(resolveSessionTiming()).toEqual({
      initialSessionCheckMs: 700,
      initialDataLoadMs: 500,
      tokenRefreshFirstMs: 120000,
      tokenRefreshEveryMs: 780000,
      idleTimeoutMs: 840000,
      idleWarningMs: 60000,
      otpResendCooldownMs: 30000,
      otpPendingMs: 360000,
    });
  });

  it('takes positive overrides and ignores zero, negative and non-finite ones', () => {
    const timing = resolveSessionTiming({ idleTimeoutMs: 3000, idleWarningMs: 0, otpPendingMs: -1, tokenRefreshEveryMs: Number.NaN });
    expect(timing.idleTimeoutMs).toBe(3000);
    expect(timing.idleWarningMs).toBe(defaultSessionTiming.idleWarningMs);
    expect(timing.otpPendingMs).toBe(defaultSessionTiming.otpPendingMs);
    expect(timing.tokenRefreshEveryMs).toBe(defaultSessionTiming.tokenRefreshEveryMs);
  });
});
