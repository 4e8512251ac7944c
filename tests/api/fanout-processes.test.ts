// Fan-out across middleware PROCESSES (issue 12: "two middleware processes behind one address
// deliver every event to every dashboard (test it with two processes)"): two real OS processes
// (tests/api/harness/serverProcessEntry.ts, spawned) on one PostgreSQL database, each with its own
// LISTEN connection. A patient edited through process A's API reaches a portal socket on process
// B; a simulated tablet speaking to process A's patient-app gateway reaches the RTM dashboards on
// process B as pushes, only for the users who may see the patient.
//
// It needs PostgreSQL (TEST_DATABASE_URL, set on CI): PGlite is one process's embedded database,
// which a second OS process cannot open, so without it the file is skipped, saying why.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations, type OperationId } from '../../src/generated/operations';
import { openPostgresTestCopy } from '../../server/db/openTestDatabase';
import type { PostgresTestDatabase } from '../../server/db/postgresTestDatabase';
import { listSimulatableDevices, type SimulatableDeviceRow } from '../../server/patientApp/listSimulatableDevices';
import { seededRandom } from '../../simulator/patientScript';
import { startSimulatedPatient, type SimulatedPatient } from '../../simulator/simulatedPatient';
import { password } from './harness/signIn';
import { startServerProcess, type ServerProcess } from './harness/serverProcess';
import { demoSeed } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

const databaseUrl = process.env.TEST_DATABASE_URL;
const secret = 'fanout-test-secret';

let db: PostgresTestDatabase;
let processA: ServerProcess;
let processB: ServerProcess;
const sockets: TestSocket[] = [];
const tablets: SimulatedPatient[] = [];

async function send(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<{ status: number; data: Record<string, unknown>; response: Response }> {
  const { body, token, cookie } = options;
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: Record<string, unknown> };
  return { status: response.status, data: answer.data ?? {}, response };
}

const post = (server: ServerProcess, path: string, body?: unknown, token?: string) =>
  send(server, path === '/login' ? 'POST' : 'PUT', path, { body, ...(token ? { token } : {}) });

/** Calls an operation (method and path from the generated table) on `server`. */
const callOperation = (server: ServerProcess, operationId: OperationId, token: string, body?: unknown) =>
  send(server, operations[operationId].method.toUpperCase(), operations[operationId].path, { token, body });

/** The two-factor super admin, through the code mailed to the outbox of the shared database. */
async function signInSuperAdmin(server: ServerProcess): Promise<string> {
  await send(server, 'POST', '/login', { body: { username: 'superadmin', password } });
  const [mail] = await db.query<{ body: string }>("select body from outbox where to_address = 'superadmin@cadence.example' order by id desc limit 1");
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  const verified = await send(server, 'POST', '/two_factor_auth/validate_otp_code', { body: { username: 'superadmin', otp_code: code } });
  const cookie = verified.response.headers.getSetCookie().find((line) => line.startsWith('cadence_two_factor='))?.split(';')[0];
  const signedIn = await send(server, 'POST', '/login', { body: { username: 'superadmin', password }, ...(cookie ? { cookie } : {}) });
  if (typeof signedIn.data.access_token !== 'string') throw new Error(`sign-in of superadmin: ${signedIn.status}`);
  return signedIn.data.access_token;
}

async function signIn(server: ServerProcess, username: string): Promise<{ token: string; practiceId: number | null }> {
  const { status, data } = await post(server, '/login', { username, password });
  if (status !== 200 || typeof data.access_token !== 'string') throw new Error(`sign-in of ${username}: ${status}`);
  return { token: data.access_token, practiceId: (data.practice as { id: number } | null)?.id ?? null };
}

async function portalSocket(server: ServerProcess, token: string): Promise<TestSocket> {
  const socket = await openTestSocket(`${server.baseUrl.replace('http', 'ws')}/api/events`);
  sockets.push(socket);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toMatchObject({ type: 'ready' });
  return socket;
}

/** A tablet speaking to `server`'s gateway for the device's patient: joins at once, then pedals. */
function tablet(server: ServerProcess, device: SimulatableDeviceRow): SimulatedPatient {
  const patient = startSimulatedPatient({
    baseUrl: server.baseUrl,
    device,
    rate: 10,
    answer: 'none',
    random: seededRandom(device.patient_id),
    state: { phase: 'away', ticksLeft: 0, sessionNumber: 1 },
  });
  tablets.push(patient);
  return patient;
}

const isPush = (message: Record<string, unknown>) => message.type === 'push';

describe.skipIf(!databaseUrl)('two middleware OS processes on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite cannot be shared by two processes)', () => {
  let editor: string;
  let watcher: string;
  let staff: { token: string; practiceId: number | null };
  let devices: SimulatableDeviceRow[];

  beforeAll(async () => {
    db = await openPostgresTestCopy(databaseUrl!, demoSeed(60));
    // A channel of this file's own, so that parallel test files never hear each other.
    const channel = `test_fanout_${randomBytes(4).toString('hex')}`;
    [processA, processB] = await Promise.all([
      startServerProcess({ databaseUrl: db.connectionString, channel, patientAppSecret: secret }),
      startServerProcess({ databaseUrl: db.connectionString, channel, patientAppSecret: secret }),
    ]);
    editor = (await signIn(processA, 'pms')).token;
    watcher = (await signIn(processB, 'pms')).token;
    staff = await signIn(processB, 'staff');
    devices = await listSimulatableDevices(db, secret, { limit: 100, offset: 0 });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(tablets.map((patient) => patient.stop()));
    await Promise.all([processA?.stop(), processB?.stop()]);
    await db?.close();
  }, 60_000);

  it('are two processes with addresses of their own', () => {
    expect(processA.pid).not.toBe(processB.pid);
    expect(processA.pid).not.toBe(process.pid);
    expect(processA.baseUrl).not.toBe(processB.baseUrl);
  });

  it('pass a patient edited through process A on to a portal socket of process B, only for who may see the patient', async () => {
    const insider = await portalSocket(processB, staff.token);
    const superUser = await portalSocket(processB, watcher);
    const [own, stranger] = await Promise.all([
      db.query<{ id: number }>('select id from patients where practice_id = $1 and not archived order by id limit 1', [staff.practiceId]),
      db.query<{ id: number }>('select id from patients where practice_id <> $1 and not archived order by id limit 1', [staff.practiceId]),
    ]);
    const theirs = stranger[0]!.id;
    const ours = own[0]!.id;
    expect((await post(processA, `/patient/status/${theirs}/2`, undefined, editor)).status).toBe(200);
    expect(await superUser.next()).toEqual({ type: 'change', resource: 'patients', id: theirs, operationId: 'changePatientStatus' });
    // A write the staff user may see: had the first reached them, it would come first.
    expect((await post(processA, `/patient/status/${ours}/2`, undefined, editor)).status).toBe(200);
    expect(await insider.next()).toEqual({ type: 'change', resource: 'patients', id: ours, operationId: 'changePatientStatus' });
  });

  it('[rtm-new-patient] [rtm-patient-leave-push] pass what a tablet tells process A\'s gateway to the RTM dashboards of process B as pushes, only for who may see the patient', async () => {
    const dashboard = await portalSocket(processB, watcher);
    const outsider = await portalSocket(processB, staff.token);
    const patients = await db.query<{ id: number; practice_id: number }>('select id, practice_id from patients');
    const practiceOf = new Map(patients.map((row) => [row.id, row.practice_id]));
    const stranger = devices.find((device) => practiceOf.get(device.patient_id) !== staff.practiceId);
    const own = devices.find((device) => practiceOf.get(device.patient_id) === staff.practiceId);
    if (!stranger || !own) throw new Error('the demo seed has no patient with a device on each side of the staff user\'s practice');

    const strangersTablet = tablet(processA, stranger);
    await strangersTablet.welcomed;
    expect(await dashboard.nextMatching(isPush)).toMatchObject({ type: 'push', notification_type: 'patient_joined', patient_id: stranger.patient_id });
    // The joined tile is the gateway's, stored in the one database both processes share.
    const [live] = await db.query<{ status: string }>('select status from rtm_live_patients where patient_id = $1', [stranger.patient_id]);
    expect(live?.status).toBe('ANSWERED');

    // A patient of the staff user's own practice: the first push they hear is about that patient,
    // not the other practice's patient still pedalling on process A.
    const ownTablet = tablet(processA, own);
    await ownTablet.welcomed;
    const heard = await outsider.nextMatching(isPush);
    expect(heard).toMatchObject({ type: 'push', notification_type: 'patient_joined', patient_id: own.patient_id });
    await strangersTablet.stop();
    // Leaving through process A's gateway empties the tile on process B's dashboard too.
    expect(await dashboard.nextMatching((message) => isPush(message) && message.notification_type === 'patient_leave')).toMatchObject({
      patient_id: stranger.patient_id,
    });
  });

  it('[rtm-fake-patients] run the fake patients\' tablets once across processes: a press on B while A\'s pedal starts nothing more, and closing the room through B stops them', async () => {
    const superAdmin = await signInSuperAdmin(processA);
    const room = await callOperation(processB, 'createMonitorRoom', superAdmin);
    expect(room.status).toBe(200);
    const pressed = await callOperation(processA, 'generateFakeRtmPatients', superAdmin);
    expect(pressed.status).toBe(200);
    const fakeIds = (pressed.data.patients as { id: number }[]).map((tile) => tile.id);
    expect(fakeIds).toHaveLength(100);
    const sessionsOf = async () =>
      (await db.query<{ count: number }>('select count(*)::int as count from exercise_sessions where patient_id = any($1::int[])', [fakeIds]))[0]?.count;
    const sessions = await sessionsOf();
    expect(sessions).toBe(100);

    // Process B finds the run in the database: it starts no second tablet (a join would open a session).
    const again = await callOperation(processB, 'generateFakeRtmPatients', superAdmin);
    expect(again.status).toBe(200);
    expect((again.data.patients as { id: number }[]).every((tile) => fakeIds.includes(tile.id))).toBe(true);
    expect(await sessionsOf()).toBe(sessions);

    // Closing the room through process B: process A's check stops its tablets, which leave.
    expect((await callOperation(processB, 'endMonitorRoom', superAdmin, { room_id: room.data.room_id })).status).toBe(200);
    await vi.waitFor(
      async () => {
        expect(await db.query('select 1 from rtm_live_patients where patient_id = any($1::int[])', [fakeIds])).toHaveLength(0);
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(await db.query('select 1 from rtm_fake_patient_runs')).toHaveLength(0);
    // A hundred tablets join and leave through two processes: longer than the project's 20 s, and
    // longer than the 30 s the tablets are given to leave.
  }, 60_000);
});
