import { describe, expect, it } from 'vitest';
import { defaultSignInLimits, limitedOperationIds, resolveSignInLimits } from './signInLimits';

describe('defaultSignInLimits', () => {
  it('keeps every per-IP limit well above the per-user one, for an office behind one address', () => {
    for (const operationId of limitedOperationIds) {
      const { perIp, perUser } = defaultSignInLimits.operations[operationId];
      if (perUser) expect(perIp.max, operationId).toBeGreaterThanOrEqual(10 * perUser.max);
    }
  });

  it('allows fewer than 100 wrong passwords per hour on one account (OWASP ASVS 2.2.1)', () => {
    const { maxFailures, windowMs, lockMs } = defaultSignInLimits.passwordLockout;
    // The most an attacker gets through: a full window of failures, then the lock, again and again.
    const perHour = Math.ceil((60 * 60_000) / Math.min(windowMs, lockMs)) * maxFailures;
    expect(perHour).toBeLessThan(100);
  });
});

describe('resolveSignInLimits', () => {
  it('lays overrides over the defaults field by field', () => {
    const limits = resolveSignInLimits({
      operations: { login: { perIp: { max: 1000 } } },
      passwordLockout: { lockMs: 60_000 },
    });
    expect(limits.operations.login).toEqual({ perIp: { max: 1000, windowMs: 15 * 60_000 }, perUser: defaultSignInLimits.operations.login.perUser });
    expect(limits.operations.forgotPassword).toEqual(defaultSignInLimits.operations.forgotPassword);
    expect(limits.passwordLockout).toEqual({ maxFailures: 10, windowMs: 15 * 60_000, lockMs: 60_000 });
    expect(limits.twoFactorLockout).toEqual(defaultSignInLimits.twoFactorLockout);
  });

  it('is the defaults without overrides', () => {
    expect(resolveSignInLimits()).toEqual(defaultSignInLimits);
  });
});
