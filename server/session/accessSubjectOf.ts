import type { AccessSubject } from '../../src/generated/access';
import type { UserProfile } from './UserProfile';

/**
 * The subject the access rules judge: anonymous without a profile, else the user's role id,
 * effective permissions and whether they belong to a practice.
 *
 * @example
 * isAllowed(operationAccess.listPatients, accessSubjectOf(profile));
 */
export function accessSubjectOf(profile: UserProfile | null): AccessSubject {
  if (!profile) return { signedIn: false };
  return {
    signedIn: true,
    roleId: profile.user.role_id,
    permissions: profile.permissions,
    hasPractice: profile.practice !== null,
  };
}
