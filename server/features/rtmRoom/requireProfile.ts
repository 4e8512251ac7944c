import { ApiError } from '../../http/ApiError';
import type { UserProfile } from '../../session/UserProfile';

/**
 * The signed-in caller of an operation that is not public (401 otherwise, which the access rule
 * already answers; this only narrows the type).
 *
 * @example
 * const profile = requireProfile(call.profile);
 */
export function requireProfile(profile: UserProfile | null): UserProfile {
  if (!profile) throw ApiError.unauthenticated();
  return profile;
}
