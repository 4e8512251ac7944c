import type { SessionTag } from './types';

/** Where the session is, in the terms the screens care about. */
export type SessionPhase = 'checking' | 'signedOut' | 'twoFactor' | 'signedIn';

/**
 * The phase of a session machine snapshot, read from its tags: `checking` while a stored session
 * is checked, the data after sign-in loads, or a logout runs; `twoFactor` in the code step;
 * `signedIn` once the portal may be used (the consent dialog included); `signedOut` otherwise,
 * also while a sign-in call is under way (the `busy` tag says so).
 *
 * @example
 * const phase = sessionPhase(actor.getSnapshot()); // 'signedOut'
 */
export function sessionPhase(snapshot: { hasTag(tag: SessionTag): boolean }): SessionPhase {
  if (snapshot.hasTag('twoFactor')) return 'twoFactor';
  if (snapshot.hasTag('signedIn')) return 'signedIn';
  if (snapshot.hasTag('checking')) return 'checking';
  return 'signedOut';
}
