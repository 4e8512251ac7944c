// The answers of User Management that the spec does not word; the spec's own texts (password
// policy, role-14 fields) come from their own modules.

export const userMessages = {
  notFound: 'User not found.',
  roleNotAllowed: 'You may not assign this role.',
  ownRole: 'You cannot change your own role.',
  usernameTaken: 'The username has already been taken.',
  archiveSelf: 'You cannot archive your own user.',
  permissionsServiceAccountOnly: 'Permissions can be saved only for a Service Account.',
  unknownPermission: 'The selected permission is invalid.',
  unknownRole: 'The selected role is invalid.',
  /** Another user's password, from a caller without the password tools (Generate Password). */
  passwordNotYours: "You may not set this user's password. A password reset can be sent to the user instead.",
  /** One's own password, from a caller without the password tools: the reset flow proves the mailbox. */
  ownPasswordByReset: 'Change your own password with Forgot Password on the sign-in page.',
  /** The spec's text for a confirmation that differs ([password-confirm-match]). */
  passwordsMustMatch: 'Passwords must match',
} as const;
