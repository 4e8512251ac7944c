// The answers of User Management that the spec does not word; the spec's own texts (password
// policy, role-14 fields) come from their own modules, and the refusals of the sign-in fields
// from specs/catalog/account-messages.yaml.

export const userMessages = {
  notFound: 'User not found.',
  roleNotAllowed: 'You may not assign this role.',
  ownRole: 'You cannot change your own role.',
  usernameTaken: 'The username has already been taken.',
  archiveSelf: 'You cannot archive your own user.',
  permissionsServiceAccountOnly: 'Permissions can be saved only for a Service Account.',
  unknownPermission: 'The selected permission is invalid.',
  unknownRole: 'The selected role is invalid.',
  /** The spec's text for a confirmation that differs ([password-confirm-match]). */
  passwordsMustMatch: 'Passwords must match',
} as const;
