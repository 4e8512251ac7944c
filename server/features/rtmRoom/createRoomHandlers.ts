// The monitoring room (document 2, sections 4 "Room", 5 "Dashboard" and 7 "Remote monitor room"):
// who may start monitoring, opening a room with the live tiles, its heartbeat, closing it, and
// today's completed patients. See specs/api/rtm-room.yaml for the readings.
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { ScopedCondition } from '../../security/scopedRows';
import type { OperationHandlers, OperationResponse } from '../../http/OperationHandler';
import type { UserProfile } from '../../session/UserProfile';
import { isKnownTimeZone } from '../patientNotes/noteLock';
import { canStartMonitoring } from './canStartMonitoring';
import { dashboardTiles } from './liveTiles';
import { newRoomId } from './newRoomId';

type RoomState = OperationResponse<'endMonitorRoom'>;

interface RoomRow {
  room_id: string;
  started_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

const toRoomState = (row: RoomRow): RoomState => ({
  room_id: row.room_id,
  started_at: new Date(row.started_at).toISOString(),
  last_seen_at: new Date(row.last_seen_at).toISOString(),
  ended_at: row.ended_at === null ? null : new Date(row.ended_at).toISOString(),
});

const roomColumns = 'room_id, started_at, last_seen_at, ended_at';

/** The caller's open room `roomId`, locked; another's room, an ended one or an unknown id is 404. */
async function lockOwnOpenRoom(tx: Queryable, profile: UserProfile, roomId: string): Promise<RoomRow> {
  const [room] = await tx.query<RoomRow>(
    `select ${roomColumns} from remote_monitor_rooms
     where room_id = $1 and user_id = $2 and ended_at is null for update`,
    [roomId, profile.user.id],
  );
  if (!room) throw new ApiError(404, { message: message('rtmRoomNotFound') });
  return room;
}

/** Opens a room for the caller, ending any room they left open (one open room per monitor). */
async function openRoom(tx: Queryable, profile: UserProfile, now: Date): Promise<RoomRow> {
  await tx.query('update remote_monitor_rooms set ended_at = $2 where user_id = $1 and ended_at is null', [profile.user.id, now]);
  for (;;) {
    const [room] = await tx.query<RoomRow>(
      `insert into remote_monitor_rooms (room_id, user_id, started_at, last_seen_at) values ($1, $2, $3, $3)
       on conflict (room_id) do nothing returning ${roomColumns}`,
      [newRoomId(), profile.user.id, now],
    );
    if (room) return room;
  }
}

/**
 * The handlers of the room calls: status, create_room, the open room's tiles, end_room,
 * update_last_seen and today's completed patients.
 *
 * @example
 * const handlers = createRoomHandlers(db, clock);
 */
export function createRoomHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async getMonitorRoomStatus(call) {
      const profile = call.profile;
      const [room] = await db.query<RoomRow>(
        `select ${roomColumns} from remote_monitor_rooms where user_id = $1 and ended_at is null
         order by started_at desc limit 1`,
        [profile.user.id],
      );
      return { can_start_monitoring: await canStartMonitoring(db, profile), room: room ? toRoomState(room) : null };
    },

    // [rtm-room-create] [rtm-start-monitoring-who] [rtm-tile-colour]
    async createMonitorRoom(call) {
      const profile = call.profile;
      if (!(await canStartMonitoring(db, profile))) throw ApiError.forbidden(message('rtmStartMonitoringNotAllowed'));
      const now = clock.now();
      const room = await db.transaction((tx) => openRoom(tx, profile, now));
      const templates = await db.query<{ name: string; tile_color_hex: string }>(
        'select name, tile_color_hex from rtm_survey_templates where not archived order by sequence, id',
      );
      return {
        room_id: room.room_id,
        started_at: new Date(room.started_at).toISOString(),
        template_hex_codes: templates,
        patients: await dashboardTiles(db, call.scoped.patients, now),
      };
    },

    // The tiles again after the dashboard's live channel was down (pushes of that time are lost).
    async getMonitorRoomTiles(call) {
      const profile = call.profile;
      const [room] = await db.query<{ room_id: string }>(
        'select room_id from remote_monitor_rooms where room_id = $1 and user_id = $2 and ended_at is null',
        [call.params.room_id, profile.user.id],
      );
      if (!room) throw new ApiError(404, { message: message('rtmRoomNotFound') });
      return { room_id: room.room_id, patients: await dashboardTiles(db, call.scoped.patients, clock.now()) };
    },

    // [rtm-room-close] [rtm-room-close-blocked]
    async endMonitorRoom(call) {
      const profile = call.profile;
      const now = clock.now();
      const room = await db.transaction(async (tx) => {
        await lockOwnOpenRoom(tx, profile, call.body.room_id);
        const owed = await tx.query('select 1 from rtm_live_patients where note_required and note_required_by = $1 limit 1', [profile.user.id]);
        if (owed.length > 0) throw new ApiError(409, { message: message('rtmRoomCloseNoteRequired') });
        const [ended] = await tx.query<RoomRow>(
          `update remote_monitor_rooms set ended_at = $2, last_seen_at = $2 where room_id = $1 returning ${roomColumns}`,
          [call.body.room_id, now],
        );
        return ended;
      });
      if (!room) throw new ApiError(404, { message: message('rtmRoomNotFound') });
      return toRoomState(room);
    },

    // [rtm-room-heartbeat]
    async updateMonitorRoomLastSeen(call) {
      const profile = call.profile;
      const room = await db.transaction(async (tx) => {
        await lockOwnOpenRoom(tx, profile, call.body.room_id);
        const [seen] = await tx.query<RoomRow>(
          `update remote_monitor_rooms set last_seen_at = $2 where room_id = $1 returning ${roomColumns}`,
          [call.body.room_id, clock.now()],
        );
        return seen;
      });
      if (!room) throw new ApiError(404, { message: message('rtmRoomNotFound') });
      return toRoomState(room);
    },

    // [rtm-completed-today-modal]
    async getTodayCompletedPatients(call) {
      const zone = call.query.time_zone ?? 'UTC';
      if (!isKnownTimeZone(zone)) throw ApiError.validation(['000F0002'], { time_zone: [message('notValidValue')] });
      return { patients: await completedToday(db, call.scoped.patients, clock.now(), zone) };
    },
  };
}

type CompletedPatient = OperationResponse<'getTodayCompletedPatients'>['patients'][number];

/**
 * The patients in the caller's scope who take part in RTM (consent given or a template assigned)
 * with an exercise session completed that started today in `zone`; newest first.
 */
async function completedToday(db: Queryable, patients: ScopedCondition<'patients'>, now: Date, zone: string): Promise<CompletedPatient[]> {
  const params: unknown[] = [zone, now];
  const scope = patients.where('p', params);
  return db.query<CompletedPatient>(
    `select p.id as patient_id, p.identifier as patient_identifier,
            p.first_name || ' ' || p.last_name as patient_name, v.identifier as template_version_identifier
     from patients p
     join (select patient_id, max(session_at) as last_at from exercise_sessions
           where completed and (session_at at time zone $1)::date = ($2::timestamptz at time zone $1)::date
           group by patient_id) done on done.patient_id = p.id
     left join rtm_patient_template_versions a on a.patient_id = p.id and a.removed_at is null
     left join rtm_survey_template_versions v on v.id = a.template_version_id
     where not p.archived and (p.rtm_permission or a.id is not null) and ${scope}
     order by done.last_at desc, p.id`,
    params,
  );
}
