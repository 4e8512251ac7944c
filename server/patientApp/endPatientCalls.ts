// A patient's session that completes ends the patient's call (document 2, section 4: "When a tile
// turns COMPLETE, the open call window for that patient closes"). The call window may close before
// its own hang-up reaches the server, so the room is ended here too, as a hang-up ends it.
import { tellPatientAppCallEnded } from '../features/video/tellPatientApp';
import { videoRoomCallerJoin, videoRoomColumns, type VideoRoomRow } from '../features/video/videoRoomRecord';
import type { Queryable } from '../db/Database';
import type { LiveEvents } from '../realtime/LiveEvents';

/**
 * Ends the patient's open video rooms at `now` (inside the caller's transaction) and answers them,
 * to be announced with {@link announceCallsEnded} once the transaction has committed.
 *
 * @example
 * const ended = await endOpenCalls(tx, 7, clock.now());
 */
export async function endOpenCalls(tx: Queryable, patientId: number, now: Date): Promise<VideoRoomRow[]> {
  const ended = await tx.query<{ id: number }>('update video_rooms set ended_at = $2 where patient_id = $1 and ended_at is null returning id', [
    patientId,
    now,
  ]);
  if (ended.length === 0) return [];
  return tx.query<VideoRoomRow>(`select ${videoRoomColumns} from video_rooms r ${videoRoomCallerJoin} where r.id = any($1::int[])`, [
    ended.map((room) => room.id),
  ]);
}

/**
 * Tells both sides of each ended room: the signalling sockets close (on every process) and the
 * patient's app is told the call is over.
 *
 * @example
 * await announceCallsEnded(live, ended);
 */
export async function announceCallsEnded(live: LiveEvents, rooms: readonly VideoRoomRow[]): Promise<void> {
  for (const room of rooms) {
    await live.announceVideoRoomEnded(room.unique_name);
    await tellPatientAppCallEnded(live, room);
  }
}
