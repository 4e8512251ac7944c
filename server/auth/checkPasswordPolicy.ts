// The password policy of document 1, section 5, enforced on the server. The texts are the
// spec's, verbatim (catalog keys passwordMin ... passwordNoUsername).

export const passwordPolicyMessages = {
  min: 'Minimum 8 characters',
  max: 'Maximum 64 characters',
  lowercase: 'Must include lowercase letter',
  uppercase: 'Must include uppercase letter',
  number: 'Must include number',
  special: 'Must include special character',
  noUsername: 'Cannot contain username',
} as const;

/**
 * The first rule `password` breaks, as the message to show under the password field, or null
 * when it satisfies the policy (8 to 64 characters, a lowercase and an uppercase letter, a number,
 * a special character, and not containing the username in any letter case).
 *
 * @example
 * checkPasswordPolicy('short', 'ada'); // 'Minimum 8 characters'
 * checkPasswordPolicy('Cadence#2026', 'ada'); // null
 */
export function checkPasswordPolicy(password: string, username: string): string | null {
  if (password.length < 8) return passwordPolicyMessages.min;
  if (password.length > 64) return passwordPolicyMessages.max;
  if (!/[a-z]/.test(password)) return passwordPolicyMessages.lowercase;
  if (!/[A-Z]/.test(password)) return passwordPolicyMessages.uppercase;
  if (!/[0-9]/.test(password)) return passwordPolicyMessages.number;
  if (!/[^A-Za-z0-9]/.test(password)) return passwordPolicyMessages.special;
  if (username.length > 0 && password.toLowerCase().includes(username.toLowerCase())) {
    return passwordPolicyMessages.noUsername;
  }
  return null;
}
