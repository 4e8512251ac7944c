import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { ScopedRows } from '../../security/scopedRows';

/** The columns of a patient that its data scope and its archive rule look at. */
export interface ScopedPatient {
  id: number;
  practice_id: number;
  dme_id: number | null;
  surgeon_id: number | null;
  physical_therapist_id: number | null;
  status_id: number | null;
}

/** The answer for a patient that does not exist, is archived or lies outside the caller's scope. */
export const patientNotFound = (): ApiError => new ApiError(404, { message: message('patientNotFound') });

/**
 * The patient `id` if the caller may see it: the one lookup of every call that names a patient
 * (detail, update, procedure, devices, codes, lock, status, archive, viewing log), through the
 * operation's scoped patients (`x-cadence-scope: patients`, the same scope as the patient list:
 * `dataScope.patients` of specs/access.yaml), so a patient missing from the caller's list is
 * refused everywhere. Out of scope, archived and unknown are answered alike (404 'Patient Not
 * Found'), so an id reveals nothing. Pass a transaction and `forUpdate` to lock the row for a change.
 *
 * @example
 * const patient = await patientInScope(call.scoped.patients, 17);
 * await db.transaction(async (tx) => patientInScope(call.scoped.patients, 17, { db: tx, forUpdate: true }));
 */
export async function patientInScope(
  patients: ScopedRows<'patients'>,
  id: number,
  options: { db?: Queryable; forUpdate?: boolean } = {},
): Promise<ScopedPatient> {
  const patient = await patients.find<ScopedPatient>(id, {
    columns: 'r.id, r.practice_id, r.dme_id, r.surgeon_id, r.physical_therapist_id, r.status_id',
    ...options,
  });
  if (!patient) throw patientNotFound();
  return patient;
}
