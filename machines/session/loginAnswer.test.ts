import { describe, expect, it } from 'vitest';
import { asLoginResult, isPasswordResetRequired, isTwoFactorRequired } from './loginAnswer';
import { loginResult } from './sessionTestHarness';
import type { LoginAnswer, LoginResult } from './types';

const signedIn: LoginResult = loginResult({ practice: null, user: { id: 1, username: 'superadmin', role_id: 1 } });
const twoFactor: LoginAnswer = { two_factor_required: true, username: 'superadmin' };
const reset: LoginAnswer = { password_reset_code: 'abc123' };

describe('login answers', () => {
  it('[two-factor-required] tells a two-factor answer apart', () => {
    expect([twoFactor, reset, signedIn].map(isTwoFactorRequired)).toEqual([true, false, false]);
  });

  it('[reset-code-on-sign-in] tells a password-reset answer apart', () => {
    expect([twoFactor, reset, signedIn].map(isPasswordResetRequired)).toEqual([false, true, false]);
  });

  it('[login-response] returns the signed-in result and refuses the other answers', () => {
    expect(asLoginResult(signedIn)).toBe(signedIn);
    expect(() => asLoginResult(twoFactor)).toThrow('not a signed-in result');
    expect(() => asLoginResult(reset)).toThrow('not a signed-in result');
  });
});
