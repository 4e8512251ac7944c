import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { loadPatientDetail } from './loadPatientDetail';
import { patientInScope } from './patientDataScope';

/** The answer for a patient that does not exist or lies outside the caller's data scope. */
export const patientNotFoundMessage = 'Patient not found.';

/**
 * GET patient/alt/{id} (`getPatientDetail`), as the patient information wizard loads it: a patient
 * outside the caller's data scope is answered like one that does not exist (404), so ids of other
 * practices reveal nothing. Written by the wizard while the patient-profile work's version of this
 * call is not on main; keep one of the two when both land.
 *
 * @example
 * const handlers = getPatientDetailHandlers(db);
 */
export function getPatientDetailHandlers(db: Database): OperationHandlers {
  return {
    async getPatientDetail(call) {
      if (!call.profile) throw ApiError.unauthenticated();
      const found = await loadPatientDetail(db, Number(call.params.id));
      if (!found || !patientInScope(call.profile, found.place)) throw new ApiError(404, { message: patientNotFoundMessage });
      return found.detail;
    },
  };
}
