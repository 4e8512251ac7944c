import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope } from './patientInScope';

/** Status id 2 (Active): an active patient, like one without a status, is never archived. */
const activeStatusId = 2;


/**
 * The patient profile's operations (document 1, sections 4, 6 and 7): archive,
 * status change and one status. Each patient is looked up within the caller's data scope.
 *
 * @example
 * const handlers = createPatientProfileHandlers(db, clock);
 */
export function createPatientProfileHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async archivePatient(call) {
      // [patient-archive-disabled]: the portal disables the action; the server refuses it too.
      return db.transaction(async (tx) => {
        const patient = await patientInScope(call.scoped.patients, call.params.id, { db: tx, forUpdate: true });
        if (patient.status_id === null || patient.status_id === activeStatusId) {
          throw new ApiError(422, { message: 'Action not allowed.' });
        }
        await tx.query('update patients set archived = true, archived_at = $2 where id = $1', [
          patient.id,
          clock.now(),
        ]);
        await tx.query(
          'update patient_viewing_logs set finished_at = $2 where patient_id = $1 and finished_at is null',
          [patient.id, clock.now()],
        );
        return { id: patient.id, archived: true as const };
      });
    },

    async changePatientStatus(call) {
      return db.transaction(async (tx) => {
        const patient = await patientInScope(call.scoped.patients, call.params.id, { db: tx, forUpdate: true });
        const [status] = await tx.query<{ id: number; name: string; search_value: number }>(
          'select id, name, search_value from patient_statuses where id = $1',
          [call.params.status_id],
        );
        if (!status)
          throw ApiError.validation(['000F0003'], { status_id: ['The selected status is invalid.'] });
        await tx.query('update patients set status_id = $2 where id = $1', [patient.id, status.id]);
        return status;
      });
    },

    async getPatientStatus(call) {
      const [status] = await db.query<{ id: number; name: string; search_value: number }>(
        'select id, name, search_value from patient_statuses where id = $1',
        [call.params.id],
      );
      if (!status) throw new ApiError(404, { message: 'Not found.' });
      return status;
    },
  };
}
