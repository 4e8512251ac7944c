import { constants, message } from '../../src/generated/catalog';

/** What the password is checked against besides itself. */
export interface PasswordContext {
  /** The account's username; a password containing it is refused ('Cannot contain username'). */
  username?: string;
  /** The confirmation field; when given it must equal the password ('Passwords must match'). */
  confirmation?: string;
}

/**
 * The password policy of document 1 section 5, as one pure function: every rule the password
 * breaks, as the verbatim message, in the order the form shows them. An empty list means the
 * password is acceptable.
 *
 * @example
 * passwordProblems('abc', { username: 'jdoe' });
 * // ['Minimum 8 characters', 'Must include uppercase letter', 'Must include number', 'Must include special character']
 */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  if (password.length === 0) return [message('required')];
  const problems: string[] = [];
  if (password.length < Number(constants.passwordMinLength)) problems.push(message('passwordMin'));
  if (password.length > Number(constants.passwordMaxLength)) problems.push(message('passwordMax'));
  if (!/[a-z]/.test(password)) problems.push(message('passwordLowercase'));
  if (!/[A-Z]/.test(password)) problems.push(message('passwordUppercase'));
  if (!/[0-9]/.test(password)) problems.push(message('passwordNumber'));
  // Anything that is neither a letter nor a digit counts as special, spaces included.
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(message('passwordSpecial'));
  const username = context.username?.trim().toLowerCase();
  if (username && password.toLowerCase().includes(username)) problems.push(message('passwordNoUsername'));
  if (context.confirmation !== undefined && context.confirmation !== password) {
    problems.push(message('passwordsMustMatch'));
  }
  return problems;
}
