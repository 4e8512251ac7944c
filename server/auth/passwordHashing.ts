import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library's default algorithm; the parameters are OWASP's recommendation
// (19 MiB, 2 iterations), kept explicit so a library upgrade cannot weaken them silently.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The Argon2id hash of a password, in PHC string form.
 *
 * @example
 * const stored = await hashPassword('Cadence#2026');
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Whether `password` matches the stored Argon2id hash; false for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
