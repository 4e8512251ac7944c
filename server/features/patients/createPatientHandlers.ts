import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { listPatientsQuery } from './listPatientsQuery';
import { patientListScope } from './patientListScope';

/**
 * The patient operations: the paged list, limited to the caller's data scope.
 *
 * @example
 * const handlers = createPatientHandlers(db, clock);
 */
export function createPatientHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async listPatients(call) {
      const request = call.body;
      const scope = patientListScope(call.scoped.patients, request.practice_id);
      if (scope === null) return { data: [], currentPage: 1, lastPage: 1, total: 0 };
      return listPatientsQuery(db, clock, scope, request);
    },
  };
}
