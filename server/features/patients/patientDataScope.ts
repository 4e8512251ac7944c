import type { UserProfile } from '../../session/UserProfile';

/** Where a patient belongs: its practice and its equipment supplier. */
export interface PatientPlace {
  practice_id: number;
  dme_id: number | null;
}

/**
 * Whether a caller may see or change a patient (document 1, section 6): super users every
 * patient; everyone else only patients of their own practice (an equipment supplier also the
 * patients it supplies).
 *
 * @example
 * patientInScope(profile, { practice_id: 3, dme_id: null }); // true for a member of practice 3
 */
export function patientInScope(profile: UserProfile, patient: PatientPlace): boolean {
  if (profile.isSuperUser) return true;
  const practiceId = profile.practice?.id;
  if (practiceId === undefined) return false;
  return patient.practice_id === practiceId || patient.dme_id === practiceId;
}
