// The lock change of PATCH patient/{id}, as its own operation (PATCH patient/{id}/lock) until the
// wizard's updatePatient accepts a lock-only body (see specs/api/patient-lock.yaml).
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope } from './patientInScope';

/**
 * PATCH patient/{id}/lock {locked}: locks or unlocks a patient within the caller's data scope
 * ([patient-unlock-confirm], [patient-lock-permission]: editPatient is checked by access.yaml).
 *
 * @example
 * const handlers = createPatientLockHandlers(db);
 */
export function createPatientLockHandlers(db: Database): OperationHandlers {
  return {
    async setPatientLock(call) {
      const body = call.body;
      return db.transaction(async (tx) => {
        const patient = await patientInScope(call.scoped.patients, call.params.id, { db: tx, forUpdate: true });
        await tx.query('update patients set locked = $2 where id = $1', [patient.id, body.locked]);
        return { id: patient.id, locked: body.locked };
      });
    },
  };
}
