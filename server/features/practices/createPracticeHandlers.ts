import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { createPracticeRecord } from './createPracticeRecord';

/** The form error for a practice type that practice_type/query does not list. */
export const unknownPracticeTypeMessage = 'The selected practice type is invalid.';

/**
 * The create side of practices: `createPractice` (POST practice). Authorization (editPractice)
 * and the request schema (state 2 letters, numeric zip, 10-digit phone, NPI of at most 10
 * digits) are applied before the handler runs; the handler refuses a practice type that is not in
 * the practice type list with a form error on `practice_type_id`, then stores the practice.
 *
 * @example
 * operations.register(app, 'practices', { ...createPracticeHandlers(db) });
 */
export function createPracticeHandlers(db: Database): OperationHandlers {
  return {
    async createPractice(call) {
      const input = call.body;
      const [type] = await db.query('select id from practice_types where id = $1', [input.practice_type_id]);
      if (!type) throw ApiError.formError('practice_type_id', unknownPracticeTypeMessage);
      return createPracticeRecord(db, input);
    },
  };
}
