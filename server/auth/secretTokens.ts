import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque random token (URL-safe). Only its hash is ever stored, so a leaked table
 * cannot be replayed.
 *
 * @example
 * const token = newSecretToken(); // 'q3L...'; store hashSecret(token)
 */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 hex digest under which a token or code is stored and looked up. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
