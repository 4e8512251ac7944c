import { ApiError } from '../http/ApiError';
import type { OperationCall } from '../http/OperationHandler';
import type { UserProfile } from './UserProfile';

/**
 * The caller's profile of an operation that needs a session (401 without one; the access rule
 * has already refused anonymous callers, so this only narrows the type).
 *
 * @example
 * const profile = signedIn(call);
 */
export function signedIn(call: OperationCall): UserProfile {
  if (!call.profile) throw ApiError.unauthenticated();
  return call.profile;
}
