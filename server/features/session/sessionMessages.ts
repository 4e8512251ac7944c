// Messages the sign-in calls answer with. The spec gives 'User is not assigned to the client
// application' verbatim; the others are the server's own wording.

export const sessionMessages = {
  badCredentials: 'These credentials do not match our records.',
  ssoNotAssigned: 'User is not assigned to the client application',
  otpSent: 'A one time password code has been sent to your e-mail.',
  otpVerified: 'The code is correct.',
  otpWrong: 'The code is not correct.',
  otpExpired: 'The code has expired. Please sign in again to receive a new code.',
  resetMailSent: 'If the account exists, an e-mail with a password reset link has been sent.',
  loginLinkSent: 'If the account exists, an e-mail with a sign-in link has been sent.',
  resetDone: 'Your password has been reset.',
  resetExpired: 'This password reset link is invalid or has expired.',
  loggedOut: 'You have been logged out.',
} as const;

/** '1 minute', '15 minutes'. */
function minutesText(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The answer while two-factor sign-in is locked after too many wrong codes.
 *
 * @example
 * otpLocked(15); // 'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes.'
 */
export function otpLocked(minutes: number): string {
  return `Too many incorrect codes. Two-factor sign-in is locked for ${minutesText(minutes)}.`;
}

/**
 * The answer while password sign-in is locked after too many wrong passwords; the same whether
 * or not the password given is right, so the lock cannot be used to test passwords.
 *
 * @example
 * signInLocked(15); // 'Too many failed sign-in attempts. Sign-in is locked for 15 minutes. ...'
 */
export function signInLocked(minutes: number): string {
  return `Too many failed sign-in attempts. Sign-in is locked for ${minutesText(minutes)}. Please try again later or reset your password.`;
}

/**
 * The 429 answer of a rate-limited call.
 *
 * @example
 * tooManyAttempts(3); // 'Too many attempts. Please wait 3 minutes and try again.'
 */
export function tooManyAttempts(minutes: number): string {
  return `Too many attempts. Please wait ${minutesText(minutes)} and try again.`;
}

/** 'The code is not correct. 3 attempts left.' */
export function otpWrong(attemptsLeft: number): string {
  return `${sessionMessages.otpWrong} ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}
