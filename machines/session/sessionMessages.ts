/**
 * The user-visible texts of the session, verbatim from the spec (the same words as
 * `specs/catalog/messages.yaml`; kept here because the machine imports only types from
 * `src/generated`).
 */
export const sessionMessages = {
  otpRequired: 'Please enter the one time password code.',
  otpMinLength: 'One time password code must be at least 6 characters long.',
  newPasswordRequired: 'Please enter a new password.',
  oktaNotAssigned: 'Your okta credentials are not authorized for this site. Please contact your Admin',
  oktaNotAssignedServer: 'User is not assigned to the client application',
  sessionExpired: 'Your session has expired.',
  // The spec says the pending step expires after 6 minutes but gives no text for it.
  otpExpired: 'The one time password code has expired. Please sign in again.',
} as const;

/** The shortest two-factor code the step accepts (document 1 section 9). */
export const otpMinLength = 6;

/**
 * 'Your password will expire in {n} days.' ([password-expiry-warning]).
 *
 * @example
 * passwordExpiresIn(3); // 'Your password will expire in 3 days.'
 */
export function passwordExpiresIn(days: number): string {
  return `Your password will expire in ${days} days.`;
}
