import type { LoginAnswer, LoginResult, PasswordResetRequired, TwoFactorRequired } from './types';

/** True when `login` answered that a code was e-mailed ([two-factor-required]). */
export function isTwoFactorRequired(answer: LoginAnswer): answer is TwoFactorRequired {
  return 'two_factor_required' in answer && answer.two_factor_required;
}

/** True when `login` answered with a password-reset code ([reset-code-on-sign-in]). */
export function isPasswordResetRequired(answer: LoginAnswer): answer is PasswordResetRequired {
  return 'password_reset_code' in answer && typeof answer.password_reset_code === 'string';
}

/**
 * The signed-in result of a `login` answer. The machine asks only after ruling out the other two
 * answers, so anything else is a broken server contract and fails loudly.
 *
 * @example
 * const result = asLoginResult(answer); // answer is neither two-factor nor password reset
 */
export function asLoginResult(answer: LoginAnswer): LoginResult {
  if (isTwoFactorRequired(answer) || isPasswordResetRequired(answer) || !('access_token' in answer)) {
    throw new Error('The login answer is not a signed-in result');
  }
  return answer;
}
