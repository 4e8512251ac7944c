// The video rooms (document 2, sections 4 "Call", 6 "Call ability" and 7 "Video"): starting or
// rejoining a room with a patient, who is in a patient's room, the active-room list, a patient's
// call records, one room, and the hang-up. Occupancy lives in video_rooms: at most one open room
// per patient, held by its caller for at most videoRoomMaxMinutes. See specs/api/video.yaml.
import { constants, message } from '../../../src/generated/catalog';
import type { VideoTokenIssuer } from '../../adapters/video/VideoTokenIssuer';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import type { LiveEvents } from '../../realtime/LiveEvents';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { UserProfile } from '../../session/UserProfile';
import { patientInScope } from '../patients/patientInScope';
import { canPlaceVideoCall } from './canPlaceVideoCall';
import { videoRoomInScope } from './videoRoomInScope';
import { newVideoRoomSid } from './newVideoRoomSid';
import { tellPatientAppCallEnded, tellPatientAppCallStarted } from './tellPatientApp';
import { openTwilioRoom, type TwilioVideo } from './twilioVideo';
import { toVideoRoom, videoRoomCallerJoin, videoRoomColumns, type VideoRoomRow } from './videoRoomRecord';
import type { ScopedRows } from '../../security/scopedRows';

/** The earliest start of a room that still holds its patient at `now` (videoRoomMaxMinutes). */
const heldSince = (now: Date): Date => new Date(now.getTime() - constants.videoRoomMaxMinutes * 60_000);

/** The open room of patient `patientId` that still holds the patient, if any (locked with `forUpdate`). */
async function openRoomOf(db: Queryable, patientId: number, now: Date, forUpdate = false): Promise<VideoRoomRow | undefined> {
  const [room] = await db.query<VideoRoomRow>(
    `select ${videoRoomColumns} from video_rooms r ${videoRoomCallerJoin}
     where r.patient_id = $1 and r.ended_at is null and r.started_at > $2${forUpdate ? ' for update of r' : ''}`,
    [patientId, heldSince(now)],
  );
  return room;
}

/** 409 'Patient is currently on a ROMTime call with another User', titled 'Patient Call Already in Progress'. */
const otherUserInCall = (): ApiError =>
  new ApiError(409, { message: message('videoOtherUserInCall'), title: message('videoCallAlreadyInProgress') });

/**
 * Opens a room for `profile` with patient `patientId`, or answers the caller's own open one; the
 * patient row is locked first, so two users starting at once are served one after the other.
 * A Twilio room is opened (or reused) at Twilio before the transaction commits: when Twilio
 * fails, no room holds the patient.
 */
async function openOrRejoin(
  tx: Queryable,
  patients: ScopedRows<'patients'>,
  profile: UserProfile,
  patientId: number,
  provider: VideoTokenIssuer['provider'],
  now: Date,
  twilio: TwilioVideo | undefined,
): Promise<VideoRoomRow> {
  const room = await openOrRejoinRow(tx, patients, profile, patientId, provider, now);
  return room.provider === 'twilio' && twilio ? openTwilioRoom(tx, twilio, room) : room;
}

async function openOrRejoinRow(
  tx: Queryable,
  patients: ScopedRows<'patients'>,
  profile: UserProfile,
  patientId: number,
  provider: VideoTokenIssuer['provider'],
  now: Date,
): Promise<VideoRoomRow> {
  await patientInScope(patients, patientId, { db: tx, forUpdate: true });
  // A room left open past videoRoomMaxMinutes ends at its limit (its window never hung up).
  await tx.query(
    `update video_rooms set ended_at = started_at + make_interval(mins => $3) where patient_id = $1 and ended_at is null and started_at <= $2`,
    [patientId, heldSince(now), constants.videoRoomMaxMinutes],
  );
  const open = await openRoomOf(tx, patientId, now, true);
  if (open) {
    // [video-other-clinician]
    if (open.caller_user_id !== profile.user.id) throw otherUserInCall();
    return open;
  }
  const sid = newVideoRoomSid();
  await tx.query(
    `insert into video_rooms (sid, unique_name, patient_id, caller_user_id, provider, started_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [sid, `patient-${patientId}-${sid}`, patientId, profile.user.id, provider, now],
  );
  const [room] = await tx.query<VideoRoomRow>(`select ${videoRoomColumns} from video_rooms r ${videoRoomCallerJoin} where r.sid = $1`, [sid]);
  if (!room) throw new Error('the video room just inserted is missing');
  return room;
}

/**
 * The handlers of the twilio_room calls; `twilio` when Twilio carries the calls (its rooms are
 * opened and completed through its REST API).
 *
 * @example
 * const handlers = createVideoRoomHandlers(db, clock, live, () => createVideoTokenIssuer(config, clock));
 */
export function createVideoRoomHandlers(
  db: Database,
  clock: Clock,
  live: LiveEvents,
  tokens: () => VideoTokenIssuer,
  twilio?: TwilioVideo,
): OperationHandlers {
  return {
    // [video-call-start] [video-call-ability] [video-other-clinician]
    async startVideoRoom(call) {
      const profile = call.profile;
      if (!canPlaceVideoCall(profile)) throw ApiError.forbidden(message('videoCallNotAllowed'));
      if (call.body.identity !== profile.user.username) throw ApiError.forbidden(message('videoIdentityMustBeCaller'));
      const now = clock.now();
      const issuer = tokens();
      const room = await db.transaction((tx) => openOrRejoin(tx, call.scoped.patients, profile, call.body.patient_id, issuer.provider, now, twilio));
      const { token, expiresIn } = issuer.issue({ identity: profile.user.username, room: room.unique_name });
      await tellPatientAppCallStarted(live, issuer, room);
      return { token, expires_in: expiresIn, provider: issuer.provider, room: toVideoRoom(room) };
    },

    // [video-call-open] who is in the patient's room; the token refreshed when the room is the caller's.
    async grabTwilioRoomInfo(call) {
      const profile = call.profile;
      const patientId = call.params.id;
      await patientInScope(call.scoped.patients, patientId);
      const open = await openRoomOf(db, patientId, clock.now());
      const own = open !== undefined && open.caller_user_id === profile.user.id;
      return {
        patient_id: patientId,
        room: open ? toVideoRoom(open) : null,
        caller_user_id: open?.caller_user_id ?? null,
        refreshToken: own ? tokens().issue({ identity: profile.user.username, room: open.unique_name }).token : null,
      };
    },

    // [video-room-list-poll] the open rooms of the patients the caller sees.
    async listVideoRooms(call) {
      const params: unknown[] = [call.body.patient_id ?? null, heldSince(clock.now())];
      const scope = call.scoped.patients.where('p', params);
      const rooms = await db.query<VideoRoomRow>(
        `select ${videoRoomColumns} from video_rooms r ${videoRoomCallerJoin} join patients p on p.id = r.patient_id
         where r.ended_at is null and r.started_at > $2 and ($1::int is null or r.patient_id = $1) and not p.archived and ${scope}
         order by r.started_at, r.id`,
        params,
      );
      return { rooms: rooms.map(toVideoRoom) };
    },

    // [recordings-list] every room of the patient, newest first.
    async listPatientVideoRooms(call) {
      const patientId = call.params.id;
      await patientInScope(call.scoped.patients, patientId);
      const rooms = await db.query<VideoRoomRow>(
        `select ${videoRoomColumns} from video_rooms r ${videoRoomCallerJoin} where r.patient_id = $1 order by r.started_at desc, r.id desc`,
        [patientId],
      );
      return { rooms: rooms.map(toVideoRoom) };
    },

    async getVideoRoom(call) {
      return toVideoRoom(await videoRoomInScope(call.scoped.patients, call.params.id, { db: db }));
    },

    // [video-hang-up] the caller ends their room; a repeated hang-up answers the ended room.
    async endVideoRoom(call) {
      const profile = call.profile;
      const { room, endedNow } = await db.transaction(async (tx) => {
        const found = await videoRoomInScope(call.scoped.patients, call.params.id, { db: tx, forUpdate: true });
        if (found.caller_user_id !== profile.user.id) throw ApiError.forbidden(message('videoRoomNotYours'));
        if (found.ended_at !== null) return { room: found, endedNow: false };
        await tx.query('update video_rooms set ended_at = $2 where id = $1', [found.id, clock.now()]);
        return { room: await videoRoomInScope(call.scoped.patients, found.id, { db: tx }), endedNow: true };
      });
      if (endedNow) {
        // Both sides' signalling sockets close, on whichever process they are (issue 25, finding 9).
        await live.announceVideoRoomEnded(room.unique_name);
        await tellPatientAppCallEnded(live, room);
        // The Twilio room is completed too; the hang-up stands when Twilio cannot be reached
        // (Twilio closes an empty room by itself, and Request Recording completes it again).
        if (room.provider === 'twilio' && twilio) {
          await twilio.rest.completeRoom(room.sid).catch((error: unknown) => console.error('Twilio room completion failed:', error instanceof Error ? error.message : error));
        }
      }
      return toVideoRoom(room);
    },
  };
}
