import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock/Clock';

/** How long a sign-on may take at the provider before its answer is refused. */
export const signOnLifetimeMs = 10 * 60_000;

/** What a sign-on start remembers until the provider answers. */
export interface SignOnRecord {
  username: string;
  nonce: string;
}

export interface SignOnStates {
  /** A new start for `username`: the `state` to send to the provider, and the nonce inside it. */
  issue(username: string): SignOnRecord & { state: string };
  /** The start `state` came from, or undefined when it is forged, garbled or too old. */
  read(state: string): SignOnRecord | undefined;
}

/**
 * Sign-on states that need no storage, so any instance of the middleware can take the answer:
 * `base64url(json{username, nonce, expiresAt}).hmac`, signed with `secret`.
 *
 * @example
 * const states = createSignOnStates(config.ssoSecret, clock);
 * const { state } = states.issue('surgeon');
 * states.read(state); // → { username: 'surgeon', nonce: '...' }
 */
export function createSignOnStates(secret: string, clock: Clock): SignOnStates {
  const sign = (payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();
  return {
    issue(username) {
      const nonce = randomBytes(16).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ username, nonce, expiresAt: clock.now().getTime() + signOnLifetimeMs }),
      ).toString('base64url');
      return { username, nonce, state: `${payload}.${sign(payload).toString('base64url')}` };
    },
    read(state) {
      const [payload = '', signature = ''] = state.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const record = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<
          SignOnRecord & { expiresAt: number }
        >;
        if (typeof record.username !== 'string' || typeof record.nonce !== 'string') return undefined;
        if (typeof record.expiresAt !== 'number' || record.expiresAt <= clock.now().getTime()) return undefined;
        return { username: record.username, nonce: record.nonce };
      } catch {
        return undefined;
      }
    },
  };
}
