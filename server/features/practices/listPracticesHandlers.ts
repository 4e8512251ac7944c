import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { listPracticesQuery } from './listPracticesQuery';

/**
 * The practice list operation. Its access rule (`superUser: true` in specs/access.yaml) refuses
 * everyone else before the handler runs; the query holds the data scope all the same
 * (`dataScope.practices`: a super user every practice, anyone else at most their own)
 * ([practice-list-super-users]).
 *
 * @example
 * const handlers = listPracticesHandlers(db);
 */
export function listPracticesHandlers(db: Database): OperationHandlers {
  return {
    async listPractices(call) {
      return listPracticesQuery(db, call.body, call.scoped.practices);
    },
  };
}
