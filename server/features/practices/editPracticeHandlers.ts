import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationCall, OperationHandlers } from '../../http/OperationHandler';
import { unknownPracticeTypeMessage } from './createPracticeHandlers';
import { loadPracticeDetail } from './loadPracticeDetail';
import { updatePracticeRecord } from './updatePracticeRecord';

/** The answer for a practice that does not exist or is archived. */
export const practiceNotFoundMessage = 'Practice not found.';

const notFound = () => new ApiError(404, { message: practiceNotFoundMessage });

/**
 * The practice id of the call, after the data scope (`dataScope.practices` of specs/access.yaml):
 * a super user reaches every practice, anyone else (who passed editPractice) only their own;
 * another practice is answered as not found, so that its existence is not disclosed either.
 */
async function practiceIdInScope(call: OperationCall<'getPractice' | 'updatePractice' | 'archivePractice'>): Promise<number> {
  const practice = await call.scoped.practices.find(call.params.id);
  if (!practice) throw notFound();
  return practice.id;
}

/**
 * Loading, editing and archiving one practice: `getPractice` (GET practice/{id}), `updatePractice`
 * (PATCH practice/{id}, [practice-update-call]) and `archivePractice` (DELETE practice/{id},
 * [practice-archive-call]). specs/access.yaml lets only editPractice through; the handlers keep
 * users who are not super users to their own practice (another one is not found). An archived practice leaves the list and
 * can no longer be loaded or edited.
 *
 * @example
 * operations.register(app, 'practices', { ...editPracticeHandlers(db) });
 */
export function editPracticeHandlers(db: Database): OperationHandlers {
  return {
    async getPractice(call) {
      const practice = await loadPracticeDetail(db, await practiceIdInScope(call));
      if (!practice) throw notFound();
      return practice;
    },
    async updatePractice(call) {
      const id = await practiceIdInScope(call);
      const input = call.body;
      const [type] = await db.query('select id from practice_types where id = $1', [input.practice_type_id]);
      if (!type) throw ApiError.formError('practice_type_id', unknownPracticeTypeMessage);
      const practice = await updatePracticeRecord(db, id, input);
      if (!practice) throw notFound();
      return practice;
    },
    async archivePractice(call) {
      const id = await practiceIdInScope(call);
      const archived = await db.query<{ id: number }>(
        'update practices set archived = true where id = $1 and not archived returning id',
        [id],
      );
      if (archived.length === 0) throw notFound();
      return { id, archived: true };
    },
  };
}
