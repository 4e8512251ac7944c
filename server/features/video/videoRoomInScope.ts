import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { ScopedCondition } from '../../security/scopedRows';
import { videoRoomCallerJoin, videoRoomColumns, type VideoRoomRow } from './videoRoomRecord';

/**
 * Video room `id` if its patient is in the caller's data scope (404 'This call room does not
 * exist.' otherwise, like an unknown id). Pass a transaction and `forUpdate` to lock the room.
 *
 * @example
 * const room = await videoRoomInScope(call.scoped.patients, 41, { db });
 */
export async function videoRoomInScope(
  patients: ScopedCondition<'patients'>,
  id: number,
  { db, forUpdate = false }: { db: Queryable; forUpdate?: boolean },
): Promise<VideoRoomRow> {
  const params: unknown[] = [id];
  const scope = patients.where('p', params);
  const [room] = await db.query<VideoRoomRow>(
    `select ${videoRoomColumns} from video_rooms r ${videoRoomCallerJoin} join patients p on p.id = r.patient_id
     where r.id = $1 and not p.archived and ${scope}${forUpdate ? ' for update of r' : ''}`,
    params,
  );
  if (!room) throw new ApiError(404, { message: message('videoRoomNotFound') });
  return room;
}
