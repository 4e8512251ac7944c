import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { UserProfile } from '../../session/UserProfile';
import { patientListScope } from './patientListScope';

/** The columns of a patient that its data scope and its archive rule look at. */
export interface ScopedPatient {
  id: number;
  practice_id: number;
  dme_id: number | null;
  surgeon_id: number | null;
  physical_therapist_id: number | null;
  status_id: number | null;
}

/**
 * The patient `id` if the caller may see it: the same data scope as the patient list (document 1,
 * section 6), so a patient of another practice is refused (403) and an archived or unknown one is
 * not found (404). Pass a transaction and `forUpdate` to lock the row for a change.
 *
 * @example
 * const patient = await findScopedPatient(db, call.profile, 17);
 */
export async function findScopedPatient(
  db: Queryable,
  profile: UserProfile,
  id: number,
  forUpdate = false,
): Promise<ScopedPatient> {
  const [patient] = await db.query<ScopedPatient>(
    `select id, practice_id, dme_id, surgeon_id, physical_therapist_id, status_id
     from patients where id = $1 and not archived ${forUpdate ? 'for update' : ''}`,
    [id],
  );
  if (!patient) throw new ApiError(404, { message: 'Patient Not Found' });
  const scope = patientListScope(profile, undefined);
  const inScope =
    scope !== null &&
    (scope.practiceId === undefined || scope.practiceId === patient.practice_id) &&
    (scope.dmeId === undefined || scope.dmeId === patient.dme_id) &&
    (scope.surgeonId === undefined || scope.surgeonId === patient.surgeon_id) &&
    (scope.therapistId === undefined || scope.therapistId === patient.physical_therapist_id);
  if (!inScope) throw ApiError.forbidden();
  return patient;
}
