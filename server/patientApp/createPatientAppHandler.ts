import type { RtmTile, TilePush } from '../../domain/rtmTile/rtmTile';
import { applyTilePush, callRequiredPain } from '../../domain/rtmTile/tilePush';
import type { Clock } from '../clock/Clock';
import type { Database, Queryable } from '../db/Database';
import { refreshPatientSummaries } from '../db/refreshPatientSummaries';
import type { LiveEvents } from '../realtime/LiveEvents';
import { tileProgress } from '../features/rtmRoom/liveTiles';
import { deleteLiveTile } from '../features/rtmRoom/liveTileStore';
import { loadLiveTile, loadPatientTilePart, saveLiveTile } from './liveTiles';
import type { VideoRoomRow } from '../features/video/videoRoomRecord';
import { announceCallsEnded, endOpenCalls } from './endPatientCalls';
import { patientAppErrors } from './patientAppErrors';
import type { AppMessage, GatewayReply } from './patientAppMessages';

/** Minutes from joining to the tile's next_interaction when the configuration says nothing. */
export const defaultInteractionMinutes = 10;

/** Progress pushes of one patient are at most this often; later changes wait and go together. */
export const progressPushIntervalMs = 1000;

export interface PatientAppHandlerDeps {
  db: Database;
  clock: Clock;
  live: LiveEvents;
  /** Minutes from a join to next_interaction (config `rtmInteractionMinutes`). */
  interactionMinutes?: number;
}

/** The patient an authenticated socket speaks for. */
export interface PatientAppIdentity {
  patientId: number;
  serialNumber: string;
}

/** Handles a signed-in app's messages (all but hello); answers what the app should be told, if anything. */
export interface PatientAppHandler {
  handle(identity: PatientAppIdentity, message: Exclude<AppMessage, { type: 'hello' }>): Promise<GatewayReply | undefined>;
  /** Whether the patient's app is signed in on a PC (remote login accepted, not yet logged out). */
  isLoggedIn(patientId: number): Promise<boolean>;
  /** Drops pending progress pushes (server closing). */
  close(): void;
}

interface ProgressThrottle {
  lastPushAt: number;
  pending?: Partial<RtmTile>;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * What the patient-app gateway does with each message (document 2, section 4 "RTM tile status
 * values", the contract of specs/patient-app/): exercise session rows, the live tile in
 * rtm_live_patients changed by the same pure rules as the portal's tile machine
 * (`applyTilePush`), each change pushed to the dashboards through `live.pushToPortal`, and the
 * replies to remote login and logout.
 *
 * @example
 * const handler = createPatientAppHandler({ db, clock, live });
 * await handler.handle({ patientId: 4, serialNumber: 'T8-0001' }, { type: 'pain', level: 9 });
 */
export function createPatientAppHandler(deps: PatientAppHandlerDeps): PatientAppHandler {
  const { db, clock, live } = deps;
  const interactionMs = (deps.interactionMinutes ?? defaultInteractionMinutes) * 60_000;
  const throttles = new Map<number, ProgressThrottle>();
  const noSession: GatewayReply = { type: 'error', message: patientAppErrors.noSession };

  /**
   * Applies a push to the patient's live tile in one transaction (with `also`, the session row's
   * part), then sends it to the dashboards; no tile means no session in progress.
   */
  async function applyToTile(
    patientId: number,
    push: TilePush,
    also?: (tx: Queryable, tile: RtmTile) => Promise<void>,
  ): Promise<GatewayReply | undefined> {
    const now = clock.now();
    const applied = await db.transaction(async (tx) => {
      const tile = await loadLiveTile(tx, patientId, now, { forUpdate: true });
      if (!tile) return false;
      await also?.(tx, tile);
      const next = applyTilePush(tile, push).tile;
      if (next) await saveLiveTile(tx, next, { now });
      else await deleteLiveTile(tx, patientId);
      return true;
    });
    if (!applied) return noSession;
    await live.pushToPortal(push);
    return undefined;
  }

  async function join(patientId: number): Promise<GatewayReply | undefined> {
    const now = clock.now();
    const push = await db.transaction(async (tx): Promise<TilePush | undefined> => {
      const part = await loadPatientTilePart(tx, patientId, now);
      if (!part) return undefined;
      const [plan] = await tx.query<{ id: number }>(
        // The running plan: a plan scheduled to start later (issue 27, defect 1) is not yet the one.
        "select id from treatment_plans where patient_id = $1 and is_active and start_date <= ($2::timestamptz at time zone 'UTC')::date order by id desc limit 1",
        [patientId, now],
      );
      const [session] = await tx.query<{ id: string | number }>(
        'insert into exercise_sessions (patient_id, session_at, completed, treatment_plan_id) values ($1, $2, false, $3) returning id',
        [patientId, now, plan?.id ?? null],
      );
      const { completed_sessions, total_sessions, ...patient } = part;
      const joined: RtmTile = {
        ...patient,
        status: 'ANSWERED',
        session_id: Number(session!.id),
        session_start: now.toISOString(),
        sequence: null,
        next_interaction: new Date(now.getTime() + interactionMs).toISOString(),
        call_attempts: 0,
        call_established: false,
        number_of_calls: 0,
        note_required: false,
        patient_progress: tileProgress(null, completed_sessions, total_sessions, 'ANSWERED'),
        pain_level: null,
      };
      const tile = applyTilePush(undefined, { notification_type: 'patient_joined', patient_id: patientId, json: joined }).tile ?? joined;
      await saveLiveTile(tx, tile, { now, joinedAt: now, currentSessionNumber: null });
      return { notification_type: 'patient_joined', patient_id: patientId, json: tile };
    });
    if (!push) return { type: 'error', message: patientAppErrors.failed };
    throttles.delete(patientId);
    await live.pushToPortal(push);
    return undefined;
  }

  /** Sends the progress fields that changed, at most once per `progressPushIntervalMs` per patient. */
  function pushProgress(patientId: number, fields: Partial<RtmTile>): Promise<void> {
    const now = clock.now().getTime();
    const throttle = throttles.get(patientId) ?? { lastPushAt: -Infinity };
    throttles.set(patientId, throttle);
    const send = (json: Partial<RtmTile>) => {
      throttle.lastPushAt = clock.now().getTime();
      return live.pushToPortal({ notification_type: 'patient_update', patient_id: patientId, json });
    };
    if (now - throttle.lastPushAt >= progressPushIntervalMs && !throttle.timer) return send(fields);
    throttle.pending = { ...throttle.pending, ...fields };
    throttle.timer ??= setTimeout(
      () => {
        const pending = throttle.pending;
        throttle.pending = undefined;
        throttle.timer = undefined;
        if (pending) void send(pending).catch(() => undefined);
      },
      Math.max(0, progressPushIntervalMs - (now - throttle.lastPushAt)),
    );
    return Promise.resolve();
  }

  async function progress(patientId: number, message: Extract<AppMessage, { type: 'progress' }>): Promise<GatewayReply | undefined> {
    let changed: Partial<RtmTile> = {};
    const recordOnSession = async (tx: Queryable, tile: RtmTile) => {
      if (tile.session_id !== null && (message.revolutions !== undefined || message.elapsed_seconds !== undefined)) {
        await tx.query(
          'update exercise_sessions set revolutions = coalesce($2, revolutions), pedaling_time = coalesce($3, pedaling_time) where id = $1',
          [tile.session_id, message.revolutions ?? null, message.elapsed_seconds ?? null],
        );
      }
      const reported = message.current_session_number;
      if (reported !== undefined && reported !== tile.patient_progress?.current_session_number) {
        changed = { patient_progress: { current_session_number: reported, total_sessions_in_treatment: tile.patient_progress?.total_sessions_in_treatment ?? 0 } };
      }
    };
    // The tile keeps its fields; only the progress it shows may change, sent below (throttled).
    const reply = await db.transaction(async (tx) => {
      const tile = await loadLiveTile(tx, patientId, clock.now(), { forUpdate: true });
      if (!tile) return noSession;
      await recordOnSession(tx, tile);
      if (changed.patient_progress) await saveLiveTile(tx, { ...tile, ...changed }, { now: clock.now(), currentSessionNumber: changed.patient_progress.current_session_number });
      return undefined;
    });
    if (reply) return reply;
    if (Object.keys(changed).length > 0) await pushProgress(patientId, changed);
    return undefined;
  }

  async function reply(identity: PatientAppIdentity, notificationId: number, reaction: number): Promise<GatewayReply | undefined> {
    const now = clock.now();
    const found = await db.transaction(async (tx) => {
      const [notification] = await tx.query<{ notification_type: string; reaction: number | null }>(
        'select notification_type, reaction from push_notifications where id = $1 and patient_id = $2 for update',
        [notificationId, identity.patientId],
      );
      if (!notification) return false;
      // The first answer stands: a repeated reply changes nothing.
      if (notification.reaction !== null) return true;
      await tx.query('update push_notifications set reaction = $2, answered_at = $3 where id = $1', [notificationId, reaction, now]);
      if (reaction !== 1) return true;
      if (notification.notification_type === 'remoteLogin') {
        await tx.query(
          `insert into patient_app_logins (patient_id, serial_number, logged_in_at)
           select $1::int, $2::text, $3::timestamptz where not exists (
             select 1 from patient_app_logins where logged_out_at is null and (patient_id = $1::int or serial_number = $2::text))`,
          [identity.patientId, identity.serialNumber, now],
        );
      } else if (notification.notification_type === 'remoteCancelLogin') {
        await tx.query('update patient_app_logins set logged_out_at = $2 where patient_id = $1 and logged_out_at is null', [identity.patientId, now]);
      }
      return true;
    });
    return found ? undefined : { type: 'error', message: patientAppErrors.unknownNotification };
  }

  return {
    async handle(identity, message) {
      const { patientId } = identity;
      switch (message.type) {
        case 'join_session':
          return join(patientId);
        case 'progress':
          return progress(patientId, message);
        case 'pain': {
          const push: TilePush =
            message.level >= callRequiredPain
              ? { notification_type: 'pain_high', patient_id: patientId, json: { pain_level: message.level } }
              : { notification_type: 'patient_update', patient_id: patientId, json: { pain_level: message.level } };
          return applyToTile(patientId, push, async (tx, tile) => {
            if (tile.session_id !== null) await tx.query('update exercise_sessions set pain = $2 where id = $1', [tile.session_id, message.level]);
          });
        }
        case 'interaction_request':
          return applyToTile(patientId, {
            notification_type: 'interaction_request',
            patient_id: patientId,
            json: message.snooze === undefined ? {} : { snooze: message.snooze },
          });
        case 'session_complete': {
          let endedCalls: VideoRoomRow[] = [];
          const answer = await applyToTile(patientId, { notification_type: 'session_complete', patient_id: patientId, json: {} }, async (tx, tile) => {
            // [rtm-complete-closes-call] the patient's call ends with the session.
            endedCalls = await endOpenCalls(tx, patientId, clock.now());
            if (tile.session_id === null) return;
            await tx.query('update exercise_sessions set completed = true where id = $1', [tile.session_id]);
            await refreshPatientSummaries(tx, [patientId]);
          });
          await announceCallsEnded(live, endedCalls);
          return answer;
        }
        case 'leave':
          await deleteLiveTile(db, patientId);
          throttles.delete(patientId);
          await live.pushToPortal({ notification_type: 'patient_leave', patient_id: patientId, json: {} });
          return undefined;
        case 'notification_reply':
          return reply(identity, message.notification_id, message.reaction);
      }
    },
    async isLoggedIn(patientId) {
      const [row] = await db.query('select 1 from patient_app_logins where patient_id = $1 and logged_out_at is null', [patientId]);
      return row !== undefined;
    },
    close() {
      for (const throttle of throttles.values()) clearTimeout(throttle.timer);
      throttles.clear();
    },
  };
}
