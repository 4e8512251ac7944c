import type { UserProfile } from '../../session/UserProfile';

const surgeonRoleId = 40;
const therapistRoleId = 41;
const equipmentSupplierPracticeType = 1;

/** The conditions that limit a caller's patient list to what they may see. */
export interface PatientListScope {
  practiceId?: number;
  dmeId?: number;
  surgeonId?: number;
  therapistId?: number;
}

/**
 * The data scope of the patient list (document 1, section 6): super users see every practice
 * (or the one they pick); an equipment supplier sees the patients it supplies; any other clinic
 * user sees their own practice, and a surgeon or therapist without viewAllPatient only their
 * own patients. A user without a practice who is not a super user sees nothing (`null`).
 *
 * @example
 * patientListScope(profile, undefined); // { practiceId: 3, surgeonId: 12 }
 */
export function patientListScope(
  profile: UserProfile,
  requestedPracticeId: number | null | undefined,
): PatientListScope | null {
  if (profile.isSuperUser) return requestedPracticeId ? { practiceId: requestedPracticeId } : {};
  const { practice, teamMember } = profile;
  if (!practice) return null;
  if (practice.practice_type_id === equipmentSupplierPracticeType) return { dmeId: practice.id };
  const scope: PatientListScope = { practiceId: practice.id };
  if (!profile.permissions.includes('viewAllPatient') && teamMember) {
    if (teamMember.role_type === surgeonRoleId) scope.surgeonId = teamMember.id;
    if (teamMember.role_type === therapistRoleId) scope.therapistId = teamMember.id;
  }
  return scope;
}
