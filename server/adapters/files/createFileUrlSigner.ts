import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock/Clock';

/** How long a signed file address stays valid, in seconds, by the kind of file (its key's folder). */
export const fileUrlLifetimes: Readonly<Record<string, number>> = {
  // Lists of team members are cached by the portal and show their pictures for a working day.
  'profile-pictures': 12 * 60 * 60,
};

/** Licence documents, user guides, firmware images: opened right after the address is asked for. */
export const defaultFileUrlLifetime = 15 * 60;

/** What a check of a signed file address found. */
export type FileUrlCheck = { valid: true; expires: number } | { valid: false; reason: 'missing' | 'expired' | 'invalid' };

export interface FileUrlSigner {
  /** The query that makes `/files/<key>` readable until it expires: `expires=<unix>&signature=<hmac>`. */
  query(key: string): string;
  /** Whether `expires` and `signature` of a request for `key` were signed here and are still valid. */
  check(key: string, expires: unknown, signature: unknown): FileUrlCheck;
}

const lifetimeOf = (key: string): number => fileUrlLifetimes[key.split('/')[0] ?? ''] ?? defaultFileUrlLifetime;

/**
 * Signs file addresses with HMAC-SHA256 over the key and the expiry, so that only a caller who
 * got the address from an authorized operation (team member, licence document, user guide,
 * firmware) can fetch the file, and only for a short while. The expiry is rounded up to a twelfth
 * of the lifetime, so that a list loaded twice in a row shows the same address and the browser's
 * cache still works.
 *
 * @example
 * const signer = createFileUrlSigner(config.fileUrlSecret, clock);
 * `/files/${key}?${signer.query(key)}`; // '/files/licences/9-CA-ab12.pdf?expires=1772445600&signature=...'
 */
export function createFileUrlSigner(secret: string, clock: Clock): FileUrlSigner {
  const signatureOf = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${String(expires)}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    query(key) {
      const lifetime = lifetimeOf(key);
      const step = Math.max(1, Math.floor(lifetime / 12));
      const expires = Math.ceil((nowSeconds() + lifetime) / step) * step;
      return `expires=${String(expires)}&signature=${signatureOf(key, expires)}`;
    },
    check(key, expires, signature) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || expires === '' || signature === '') {
        return { valid: false, reason: 'missing' };
      }
      if (!/^\d{1,12}$/.test(expires)) return { valid: false, reason: 'invalid' };
      const at = Number(expires);
      const wanted = Buffer.from(signatureOf(key, at));
      const given = Buffer.from(signature);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { valid: false, reason: 'invalid' };
      if (at <= nowSeconds()) return { valid: false, reason: 'expired' };
      return { valid: true, expires: at };
    },
  };
}
