// The video rooms as the signalling socket sees them: whether a room is open and until when (the
// video feature's table video_rooms), the patient hanging up, and the end of a room heard from any
// middleware process (the bus), so that a room's sockets close wherever they are.
import { constants } from '../../src/generated/catalog';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import type { LiveEvents } from '../realtime/LiveEvents';

/** What registerVideoSignalSocket asks of the video rooms. */
export interface SignalRooms {
  /** When room `room` (its unique_name) ends at the latest (its videoRoomMaxMinutes), or null when it is not open. */
  openUntil(room: string): Promise<Date | null>;
  /** Ends room `room` because its patient, `identity`, hung up; true when it was open and `identity` is its patient. */
  endOnPatientLeave(room: string, identity: string): Promise<boolean>;
  /** Tells the signalling of every process that `room` ended. */
  announceEnded(room: string): Promise<void>;
  /** Listens to ended rooms, announced by any process; returns the unsubscribe. */
  onEnded(listener: (room: string) => void): () => void;
}

/**
 * The video rooms of video_rooms at `clock`'s now: open means not ended and started less than
 * videoRoomMaxMinutes ago (the video feature's rule of a room that still holds its patient);
 * endings travel on `live` (announceVideoRoomEnded, which the hang-up also uses).
 *
 * @example
 * registerVideoSignalSocket(app, { ..., rooms: createSignalRooms(db, clock, live) });
 */
export function createSignalRooms(db: Queryable, clock: Clock, live: LiveEvents): SignalRooms {
  const maxMs = constants.videoRoomMaxMinutes * 60_000;
  return {
    async openUntil(room) {
      const [row] = await db.query<{ started_at: Date }>(
        'select started_at from video_rooms where unique_name = $1 and ended_at is null and started_at > $2',
        [room, new Date(clock.now().getTime() - maxMs)],
      );
      return row ? new Date(new Date(row.started_at).getTime() + maxMs) : null;
    },
    async endOnPatientLeave(room, identity) {
      // The patient's identity is `patient-<patient id>` (server/features/video/tellPatientApp.ts).
      const now = clock.now();
      const ended = await db.query<{ id: number }>(
        `update video_rooms set ended_at = $3
         where unique_name = $1 and ended_at is null and started_at > $4 and 'patient-' || patient_id = $2 returning id`,
        [room, identity, now, new Date(now.getTime() - maxMs)],
      );
      return ended.length > 0;
    },
    announceEnded: (room) => live.announceVideoRoomEnded(room),
    onEnded: (listener) => live.onVideoRoomEnded(listener),
  };
}
