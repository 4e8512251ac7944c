/**
 * A new session's name among the browser's windows: 128 random bits as hex. `getRandomValues`
 * rather than `randomUUID`, which browsers offer only in a secure context.
 *
 * @example
 * newSessionId(); // '9f1c0b7e5d2a4c3b8e6f0a1d2c3b4a59'
 */
export function newSessionId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
