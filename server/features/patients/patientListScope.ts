import { rowScope, type RowScope } from '../../security/dataScope';
import type { UserProfile } from '../../session/UserProfile';

/** The patients a caller may list: every one, or those whose columns match (never `none`). */
export type PatientListScope = Exclude<RowScope, 'none'>;

/**
 * The patient data scope of `dataScope.patients` in specs/access.yaml (document 1, section 6),
 * through the one scope helper (server/security/dataScope.ts), for the list and search: a super
 * user sees every practice or, in the list, the one they pick (`requestedPracticeId`; anyone
 * else's pick is ignored); everyone else what their case of the spec gives them. Nothing at all
 * is `null`, so that the caller answers an empty page without a query.
 *
 * @example
 * patientListScope(surgeonProfile, undefined); // { practice_id: 3, surgeon_id: 12 }
 * patientListScope(superAdminProfile, 7); // { practice_id: 7 }
 */
export function patientListScope(
  profile: UserProfile,
  requestedPracticeId: number | null | undefined,
): PatientListScope | null {
  const scope = rowScope(profile, 'patients');
  if (scope === 'none') return null;
  if (scope === 'all') return requestedPracticeId ? { practice_id: requestedPracticeId } : 'all';
  return scope;
}
