import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope, patientNotFound } from './patientInScope';
import { listPatientsQuery } from './listPatientsQuery';
import { loadPatientMonitoring } from './loadPatientMonitoring';

/**
 * What the patient profile's spec-built panels read (specs/api/patient-panels.yaml): Current
 * Progress (`getPatientProgress`, the patient's row of the patient list) and the monitoring
 * panel (`getPatientMonitoring`). A patient outside the caller's data scope (patientInScope)
 * is answered like one that does not exist (404 'Patient Not Found').
 *
 * @example
 * const handlers = createPatientPanelHandlers(db, clock);
 */
export function createPatientPanelHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async getPatientProgress(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.id);
      // The list query computes the row as the list does, in the same scope.
      const [row] = (await listPatientsQuery(db, clock, call.scoped.patients, { limit: 1, page: 1 }, patient.id)).data;
      if (!row) throw patientNotFound();
      return row;
    },
    async getPatientMonitoring(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.id);
      const monitoring = await loadPatientMonitoring(db, patient.id);
      if (!monitoring) throw patientNotFound();
      return monitoring;
    },
  };
}
