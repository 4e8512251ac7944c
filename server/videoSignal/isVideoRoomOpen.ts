import { constants } from '../../src/generated/catalog';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

/**
 * Whether the room named `room` (its unique_name) is open in video_rooms at `clock`'s now: not
 * ended, and started less than videoRoomMaxMinutes ago (the video feature's rule of a room that
 * still holds its patient). The signalling socket admits peers only to such a room.
 *
 * @example
 * registerVideoSignalSocket(app, { ..., isRoomOpen: (room) => isVideoRoomOpen(db, clock, room) });
 */
export async function isVideoRoomOpen(db: Queryable, clock: Clock, room: string): Promise<boolean> {
  const heldSince = new Date(clock.now().getTime() - constants.videoRoomMaxMinutes * 60_000);
  const rows = await db.query<{ id: number }>('select id from video_rooms where unique_name = $1 and ended_at is null and started_at > $2', [room, heldSince]);
  return rows.length > 0;
}
