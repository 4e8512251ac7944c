// GET recovery_report, the recovery report of one plan and all_patient_sessions (document 2,
// sections 3 and 7), each within the caller's patient data scope.
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope, patientNotFound } from '../patients/patientInScope';
import { loadRecoveryReport } from './loadRecoveryReport';
import { loadPatientSessions } from './loadPatientSessions';

/**
 * The session history calls: the patient is checked against `dataScope.patients` first (out of
 * scope, archived and unknown all answer 404 'Patient Not Found').
 *
 * @example
 * const handlers = createSessionHandlers(db, clock);
 */
export function createSessionHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async getRecoveryReport(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.patientId);
      return loadRecoveryReport(db, { patientId: patient.id }, call.params.utcOffsetMinutes, clock.now());
    },
    async getRecoveryReportsForTreatment(call) {
      const planId = call.params.treatmentId;
      const [plan] = await db.query<{ patient_id: number }>('select patient_id from treatment_plans where id = $1', [planId]);
      if (!plan) throw patientNotFound();
      const patient = await patientInScope(call.scoped.patients, plan.patient_id);
      return loadRecoveryReport(db, { patientId: patient.id, planId }, call.params.utcOffsetMinutes, clock.now());
    },
    async getAllPatientSessions(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.id);
      return loadPatientSessions(db, patient.id);
    },
  };
}
