import { patientDataScope } from '../../../src/generated/access';
import type { UserProfile } from '../../session/UserProfile';

/** The conditions that limit a caller's patients to what they may see; none for a super user. */
export interface PatientListScope {
  practiceId?: number;
  dmeId?: number;
  surgeonId?: number;
  therapistId?: number;
}

/** The columns of a patient that its data scope looks at. */
export interface PatientScopeColumns {
  practice_id: number;
  dme_id: number | null;
  surgeon_id: number | null;
  physical_therapist_id: number | null;
}

const scopeKeyOfColumn = { surgeon_id: 'surgeonId', physical_therapist_id: 'therapistId' } as const;

/**
 * The patient data scope of `dataScope.patients` in specs/access.yaml (document 1, section 6),
 * for the list, search and every call naming one patient (through findScopedPatient): super users
 * see every practice (or the one they pick); an equipment supplier sees the patients it
 * supplies; any other clinic user sees their own practice, and a team member of a limited role
 * (surgeon, physical therapist) without View All Patients only the patients naming them. A user
 * without a practice who is not a super user sees nothing (`null`). No role id is written here:
 * they come from the access spec.
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
  if (!practice || !patientDataScope) return null;
  if (practice.practice_type_id === patientDataScope.supplierPracticeType) return { dmeId: practice.id };
  const scope: PatientListScope = { practiceId: practice.id };
  if (teamMember && !profile.permissions.includes(patientDataScope.allPatientsPermission)) {
    for (const { roleId, column } of patientDataScope.ownPatientsBy) {
      if (teamMember.role_type === roleId) scope[scopeKeyOfColumn[column]] = teamMember.id;
    }
  }
  return scope;
}

/**
 * Whether one patient lies within `scope` (null: nothing does): the same conditions the list
 * query writes as SQL, so that a patient missing from a caller's list is refused by every call
 * that names it.
 *
 * @example
 * patientWithinScope({ practiceId: 3, surgeonId: 12 }, patient); // false for another surgeon's patient
 */
export function patientWithinScope(scope: PatientListScope | null, patient: PatientScopeColumns): boolean {
  return (
    scope !== null &&
    (scope.practiceId === undefined || scope.practiceId === patient.practice_id) &&
    (scope.dmeId === undefined || scope.dmeId === patient.dme_id) &&
    (scope.surgeonId === undefined || scope.surgeonId === patient.surgeon_id) &&
    (scope.therapistId === undefined || scope.therapistId === patient.physical_therapist_id)
  );
}
