import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope, patientNotFound } from './patientInScope';
import { loadPatientDetail } from './loadPatientDetail';

/**
 * GET patient/alt/{id} (`getPatientDetail`), as the patient information wizard, the profile and
 * the documents page load it: a patient outside the caller's data scope (patientInScope) is
 * answered like one that does not exist (404 'Patient Not Found'), so ids reveal nothing.
 *
 * @example
 * const handlers = getPatientDetailHandlers(db);
 */
export function getPatientDetailHandlers(db: Database): OperationHandlers {
  return {
    async getPatientDetail(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.id);
      const detail = await loadPatientDetail(db, patient.id);
      if (!detail) throw patientNotFound();
      return detail;
    },
  };
}
