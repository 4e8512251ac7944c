import { randomInt } from 'node:crypto';

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const special = '!#$%&*+-=?@^_';
const everything = lower + upper + digits + special;

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] ?? '';
}

/**
 * A cryptographically random password that satisfies the password policy: `length` characters
 * (default 16) with at least one lowercase, uppercase, digit and special character. Look-alike
 * characters (l, 1, O, 0) are left out because the customer-service manager reads it out.
 *
 * @example
 * generatePolicyPassword(); // 'r7#KmQ...'
 */
export function generatePolicyPassword(length = 16): string {
  const characters = [pick(lower), pick(upper), pick(digits), pick(special)];
  while (characters.length < length) characters.push(pick(everything));
  // Fisher-Yates, so the guaranteed classes do not always sit at the front.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
}
