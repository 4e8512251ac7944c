// Messages the sign-in calls answer with. The spec gives 'User is not assigned to the client
// application' verbatim; the others are the server's own wording.

export const sessionMessages = {
  badCredentials: 'These credentials do not match our records.',
  ssoNotAssigned: 'User is not assigned to the client application',
  otpSent: 'A one time password code has been sent to your e-mail.',
  otpVerified: 'The code is correct.',
  otpWrong: 'The code is not correct.',
  otpExpired: 'The code has expired. Please sign in again to receive a new code.',
  otpLocked: 'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes.',
  resetMailSent: 'If the account exists, an e-mail with a password reset link has been sent.',
  loginLinkSent: 'If the account exists, an e-mail with a sign-in link has been sent.',
  resetDone: 'Your password has been reset.',
  resetExpired: 'This password reset link is invalid or has expired.',
  loggedOut: 'You have been logged out.',
} as const;
