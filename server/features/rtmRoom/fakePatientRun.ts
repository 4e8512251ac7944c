// Generate Fake Patients through the simulator ([rtm-fake-patients]): the middleware runs the
// patient-app simulator in its own process against its own /api/patient-app, one simulated tablet
// per fake patient, so the tiles come the way a real tablet's do (hello, join_session, progress,
// pain, interaction requests, complete, leave) and every dashboard of every process hears them.
import { constants, message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { patientAppKey } from '../../patientApp/patientAppKey';
import type { LiveEvents } from '../../realtime/LiveEvents';
import type { UserProfile } from '../../session/UserProfile';
import { seededRandom } from '../../../simulator/patientScript';
import { startSimulatedPatient, type SimulatedPatient } from '../../../simulator/simulatedPatient';
import { ensureFakePatients } from './ensureFakePatients';

export interface FakePatientRunOptions {
  db: Database;
  clock: Clock;
  live: LiveEvents;
  /** The patient apps' secret (config `patientAppSecret`); without one no tablet gets in. */
  secret: string | undefined;
  /** This middleware's own address (`http://127.0.0.1:8080`), once it listens. */
  ownAddress: () => string | undefined;
  /** Events a second of each fake patient's tablet; by default `constants.rtmFakePatientEventsPerSecond`. */
  rate?: number;
  /** How often a run checks that its room is still open (ms). */
  checkEveryMs?: number;
  /** How long a press waits for the tablets' joins before answering (ms). */
  joinTimeoutMs?: number;
  /** Where a tablet refused by the gateway or a failed check is told. */
  log?: (line: string) => void;
}

/** The fake patients' tablets of this process, for one super admin's room. */
export interface FakePatientRun {
  /**
   * Starts the fake patients' tablets for the caller's open room and waits until they joined,
   * unless a run is going (here or in another process): a second press never doubles them.
   * Answers the fake patients' ids. Without an open room, or without the gateway's secret, 409.
   */
  start(profile: UserProfile): Promise<number[]>;
  /** Stops this process's run when its room is no longer open (closed, replaced or silent). */
  check(): Promise<void>;
  /** Stops this process's run (server closing): every tablet leaves. */
  close(): Promise<void>;
}

interface Running {
  roomId: string;
  tablets: SimulatedPatient[];
  /** Ends a press's wait for the joins (the run stopped before they all came). */
  release: () => void;
}

/**
 * The fake patients' run of one middleware process. The run is claimed in the database
 * (rtm_fake_patient_runs, one row): a press while the room that owns the run is open and
 * heartbeating, and the process running its tablets heartbeats too (at each check), answers the
 * fake patients without starting anything; a run whose process stopped checking is taken over; the process that runs the
 * tablets stops them once that room is closed (at once when closed through this process, else at
 * its next check) or silent for `rtmFakePatientRoomSilenceSeconds`.
 *
 * @example
 * const run = createFakePatientRun({ db, clock, live, secret: config.patientAppSecret, ownAddress: () => 'http://127.0.0.1:8080' });
 * const patientIds = await run.start(profile);
 */
export function createFakePatientRun(options: FakePatientRunOptions): FakePatientRun {
  const { db, clock, live } = options;
  const silenceMs = constants.rtmFakePatientRoomSilenceSeconds * 1000;
  const checkEveryMs = options.checkEveryMs ?? 5000;
  // The runner heartbeats at each check; three missed checks and its process counts as gone.
  const runnerSilenceMs = 3 * checkEveryMs;
  let running: Running | undefined;
  let checker: ReturnType<typeof setInterval> | undefined;
  // One press at a time in this process: a second waits for the first's claim.
  let pressing: Promise<unknown> = Promise.resolve();

  async function stop(): Promise<void> {
    const current = running;
    running = undefined;
    clearInterval(checker);
    checker = undefined;
    if (!current) return;
    current.release();
    await Promise.all(current.tablets.map((tablet) => tablet.stop()));
    await db.query('delete from rtm_fake_patient_runs where room_id = $1', [current.roomId]).catch((error: unknown) => options.log?.(`fake patients: ${String(error)}`));
  }

  /** Whether `roomId` is open and heard from within the silence allowed. */
  async function roomIsLive(roomId: string): Promise<boolean> {
    const rows = await db.query('select 1 from remote_monitor_rooms where room_id = $1 and ended_at is null and last_seen_at > $2', [
      roomId,
      new Date(clock.now().getTime() - silenceMs),
    ]);
    return rows.length > 0;
  }

  /** Starts one tablet per device and resolves once each has joined (or the time allowed is up). */
  async function startTablets(roomId: string, devices: readonly { patient_id: number; serial_number: string }[], baseUrl: string, secret: string): Promise<void> {
    const waiting = new Set(devices.map((device) => device.patient_id));
    let joinedAll: () => void = () => undefined;
    const joined = new Promise<void>((resolve) => (joinedAll = resolve));
    const unsubscribe = live.onPortalPush((push) => {
      if (push.notification_type === 'patient_joined' && waiting.delete(push.patient_id) && waiting.size === 0) joinedAll();
    });
    // A tablet that stops for good (refused, or replaced by another connection) is waited for no more.
    const gaveUp = (patientId: number, line: string) => {
      waiting.delete(patientId);
      if (waiting.size === 0) joinedAll();
      options.log?.(line);
    };
    const tablets = devices.map((device) =>
      startSimulatedPatient({
        baseUrl,
        device: { ...device, key: patientAppKey(secret, device.serial_number) },
        rate: options.rate ?? constants.rtmFakePatientEventsPerSecond,
        answer: 'accept',
        random: seededRandom(device.patient_id),
        // A fake patient joins at once, then follows the simulator's script.
        state: { phase: 'away', ticksLeft: 0, sessionNumber: 1 },
        onRefused: (refused) => gaveUp(refused.patient_id, `fake patient ${refused.patient_id} (${refused.serial_number}) was refused by the gateway`),
        onReplaced: (replaced) => gaveUp(replaced.patient_id, `fake patient ${replaced.patient_id} (${replaced.serial_number}) stopped: another connection of its tablet took over`),
      }),
    );
    running = { roomId, tablets, release: joinedAll };
    checker = setInterval(() => void check(), checkEveryMs);
    checker.unref();
    if (devices.length === 0) joinedAll();
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.joinTimeoutMs ?? 30_000).unref());
    try {
      await Promise.race([joined, timeout]);
    } finally {
      unsubscribe();
    }
  }

  async function check(): Promise<void> {
    const current = running;
    if (!current) return;
    try {
      const [owner] = await db.query<{ room_id: string }>('select room_id from rtm_fake_patient_runs where id = 1');
      if (owner?.room_id === current.roomId && (await roomIsLive(current.roomId))) {
        await db.query('update rtm_fake_patient_runs set runner_seen_at = $1 where id = 1 and room_id = $2', [clock.now(), current.roomId]);
        return;
      }
    } catch (error) {
      options.log?.(`fake patients: checking the room failed: ${String(error)}`);
      return;
    }
    if (running === current) await stop();
  }

  async function press(profile: UserProfile): Promise<number[]> {
    const secret = options.secret;
    const baseUrl = options.ownAddress();
    if (!secret || !baseUrl) throw new ApiError(409, { message: message('rtmFakePatientsNoGateway') });
    const now = clock.now();
    const [room] = await db.query<{ room_id: string }>(
      'select room_id from remote_monitor_rooms where user_id = $1 and ended_at is null order by started_at desc limit 1',
      [profile.user.id],
    );
    if (!room) throw new ApiError(409, { message: message('rtmFakePatientsNeedRoom') });
    // A run of a room that has since ended stops before another is claimed.
    if (running && running.roomId !== room.room_id) await check();
    const claim = await db.transaction(async (tx) => {
      const devices = await ensureFakePatients(tx, now);
      const claimed = await tx.query(
        `insert into rtm_fake_patient_runs (id, room_id, started_at, runner_seen_at) values (1, $1, $2, $2)
         on conflict (id) do update set room_id = excluded.room_id, started_at = excluded.started_at, runner_seen_at = excluded.runner_seen_at
         where rtm_fake_patient_runs.runner_seen_at <= $4
            or not exists (select 1 from remote_monitor_rooms r
                           where r.room_id = rtm_fake_patient_runs.room_id and r.ended_at is null and r.last_seen_at > $3)
         returning room_id`,
        [room.room_id, now, new Date(now.getTime() - silenceMs), new Date(now.getTime() - runnerSilenceMs)],
      );
      return { devices, claimed: claimed.length > 0 };
    });
    const patientIds = claim.devices.map((device) => device.patient_id);
    if (!claim.claimed) return patientIds;
    await stop();
    // stop() freed the row only when this process ran the old run; claim it again for this room.
    await db.query(
      `insert into rtm_fake_patient_runs (id, room_id, started_at, runner_seen_at) values (1, $1, $2, $2)
       on conflict (id) do update set room_id = excluded.room_id, started_at = excluded.started_at, runner_seen_at = excluded.runner_seen_at`,
      [room.room_id, now],
    );
    await startTablets(room.room_id, claim.devices, baseUrl, secret);
    return patientIds;
  }

  return {
    start(profile) {
      const next = pressing.then(() => press(profile));
      pressing = next.catch(() => undefined);
      return next;
    },
    check,
    close: stop,
  };
}
