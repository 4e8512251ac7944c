import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { listPracticesQuery } from './listPracticesQuery';

/**
 * The practice list operation. Its access rule (`superUser: true` in specs/access.yaml) refuses
 * everyone else before the handler runs; the handler holds the data scope all the same: a super
 * user sees every practice, nobody else any ([practice-list-super-users]).
 *
 * @example
 * const handlers = listPracticesHandlers(db);
 */
export function listPracticesHandlers(db: Database): OperationHandlers {
  return {
    async listPractices(call) {
      if (!call.profile) throw ApiError.unauthenticated();
      if (!call.profile.isSuperUser) throw ApiError.forbidden();
      return listPracticesQuery(db, call.body);
    },
  };
}
