// The end of a video room closes its signalling (issue 25, finding 9: "after hang-up the
// signalling still relays offers between the two peers"), over two real servers on one database
// (PostgreSQL LISTEN/NOTIFY when TEST_DATABASE_URL is set, else two servers in this process
// sharing the in-process bus, as PGlite has a single process): the caller and the patient's app
// join /api/video-signal of server A with the tokens twilio_room/start handed out; the room then
// ends — hung up through server B, its videoRoomMaxMinutes up, or the patient hanging up — and
// both sockets are closed 4410 with nothing more relayed, and nobody joins the ended room again.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/catalog';
import { createOutboxMailer } from '../../server/adapters/mail/createOutboxMailer';
import { createBuiltInVideoTokenIssuer } from '../../server/adapters/video/createBuiltInVideoTokenIssuer';
import { builtInVideoTokenSecret } from '../../server/adapters/video/createVideoTokenIssuer';
import { buildServer } from '../../server/buildServer';
import { createManualClock, type ManualClock } from '../../server/clock/createManualClock';
import type { Database } from '../../server/db/Database';
import { openTestDatabase } from '../../server/db/openTestDatabase';
import { createInProcessEventBus } from '../../server/realtime/createInProcessEventBus';
import { createPgEventBus } from '../../server/realtime/createPgEventBus';
import type { EventBus } from '../../server/realtime/EventBus';
import { signalCloseCodes } from '../../server/videoSignal/registerVideoSignalSocket';
import { password } from './harness/signIn';
import { demoSeed, testConfig, testStart } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface Server {
  app: FastifyInstance;
  baseUrl: string;
}

let db: Database;
let clock: ManualClock;
let serverA: Server;
let serverB: Server;
const buses: EventBus[] = [];
/** Room tokens handed to patients' apps (videoCallStart commands on the bus), by room. */
const patientTokens = new Map<string, string>();
let surgeonToken: string;

async function startServer(events: EventBus): Promise<Server> {
  const app = await buildServer({ db, mailer: createOutboxMailer(db, clock), config: testConfig, clock, events });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function call<T>(server: Server, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

interface StartedRoom {
  token: string;
  room: { id: number; unique_name: string };
}

/** A room of the surgeon with one of their patients (none open before), started through server A. */
async function startRoom(): Promise<StartedRoom> {
  const [patient] = await db.query<{ id: number }>(
    `select p.id from patients p join practice_team_members t on t.id = p.surgeon_id join users u on u.id = t.user_id
     where u.username = 'surgeon' and not p.archived order by p.id limit 1`,
  );
  const started = await call<StartedRoom>(serverA, 'POST', '/twilio_room/start', surgeonToken, { identity: 'surgeon', patient_id: patient?.id });
  expect(started.status).toBe(200);
  return started.data;
}

/** A peer on server A's signalling socket, joined with `token`; answers the socket and the `joined` answer. */
async function joined(token: string): Promise<{ socket: TestSocket; answer: Record<string, unknown> }> {
  const socket = await openTestSocket(`${serverA.baseUrl.replace('http', 'ws')}/api/video-signal`);
  socket.send({ type: 'join', token });
  return { socket, answer: await socket.next() };
}

/** The caller and the patient's app in the room, each told of the other. */
async function callInProgress(): Promise<{ room: StartedRoom['room']; caller: TestSocket; patient: TestSocket }> {
  const { token, room } = await startRoom();
  const caller = await joined(token);
  expect(caller.answer).toMatchObject({ type: 'joined', identity: 'surgeon' });
  const patientToken = patientTokens.get(room.unique_name);
  if (!patientToken) throw new Error('the patient app was handed no token');
  const patient = await joined(patientToken);
  expect(patient.answer).toMatchObject({ type: 'joined', peers: ['surgeon'] });
  expect(await caller.socket.next()).toMatchObject({ type: 'peerJoined' });
  // The relay works while the room is open.
  caller.socket.send({ type: 'offer', sdp: 'v=0 while open' });
  expect(await patient.socket.next()).toMatchObject({ type: 'offer', sdp: 'v=0 while open', from: 'surgeon' });
  return { room, caller: caller.socket, patient: patient.socket };
}

/** The next message `socket` received, or 'closed' when it was closed without one. */
function nextOrClosed(socket: TestSocket): Promise<Record<string, unknown> | 'closed'> {
  return Promise.race([socket.next(), socket.closed.then(() => 'closed' as const)]);
}

/** Joining the ended room again with a fresh, valid token of it: refused, the room is not open. */
async function expectNoRejoin(room: string): Promise<void> {
  const token = createBuiltInVideoTokenIssuer(builtInVideoTokenSecret(testConfig), clock).issue({ identity: 'surgeon', room }).token;
  const again = await openTestSocket(`${serverA.baseUrl.replace('http', 'ws')}/api/video-signal`);
  again.send({ type: 'join', token });
  expect((await again.closed).code).toBe(signalCloseCodes.roomNotOpen);
}

beforeAll(async () => {
  clock = createManualClock(testStart);
  db = await openTestDatabase(demoSeed(20));
  if (databaseUrl) {
    // A channel of this file's own, so parallel test files never hear each other's events.
    const channel = `test_video_${randomBytes(4).toString('hex')}`;
    for (let index = 0; index < 2; index++) buses.push(await createPgEventBus({ connectionString: databaseUrl, channel }));
  } else {
    const shared = createInProcessEventBus();
    buses.push(shared, shared);
  }
  // What a patient's app is handed when a call starts (tellPatientApp: the videoCallStart command).
  buses[0]?.subscribeMessages((message) => {
    if (message.type !== 'app' || message.message.type !== 'command' || message.message.command !== 'videoCallStart') return;
    const { room, token } = message.message.values;
    if (typeof room === 'string' && typeof token === 'string') patientTokens.set(room, token);
  });
  serverA = await startServer(buses[0]!);
  serverB = await startServer(buses[1]!);
  const login = await call<{ access_token: string }>(serverA, 'POST', '/login', undefined, { username: 'surgeon', password });
  surgeonToken = login.data.access_token;
}, 180_000);
afterAll(async () => {
  await serverA?.app.close();
  await serverB?.app.close();
  for (const bus of new Set(buses)) await bus.close();
  await db?.close();
});
beforeEach(async () => {
  clock.set(testStart);
  await db.query('update video_rooms set ended_at = started_at where ended_at is null');
});

describe('/api/video-signal when the room ends (issue 25, finding 9)', () => {
  it(`issue 25 finding 9 [video-hang-up]: the hang-up through another server closes both sockets 4410 and relays nothing more (${databaseUrl ? 'PostgreSQL LISTEN/NOTIFY' : 'shared in-process bus'})`, async () => {
    const { room, caller, patient } = await callInProgress();
    const hungUp = await call<{ ended_at: string | null }>(serverB, 'DELETE', `/twilio_room/end/${String(room.id)}`, surgeonToken);
    expect(hungUp.status).toBe(200);
    // The offer the reported attack sent after the hang-up: never relayed.
    caller.send({ type: 'offer', sdp: 'v=0 after the hang-up' });
    expect(await nextOrClosed(patient)).toBe('closed');
    expect(await caller.closed).toMatchObject({ code: signalCloseCodes.roomEnded });
    expect(await patient.closed).toMatchObject({ code: signalCloseCodes.roomEnded });
    await expectNoRejoin(room.unique_name);
  });

  it('issue 25 finding 9: a room past videoRoomMaxMinutes closes both sockets 4410 at its next signal instead of relaying it', async () => {
    const { room, caller, patient } = await callInProgress();
    clock.advance(constants.videoRoomMaxMinutes * 60_000 + 1000);
    caller.send({ type: 'offer', sdp: 'v=0 past the limit' });
    expect(await nextOrClosed(patient)).toBe('closed');
    expect(await caller.closed).toMatchObject({ code: signalCloseCodes.roomEnded });
    expect(await patient.closed).toMatchObject({ code: signalCloseCodes.roomEnded });
    await expectNoRejoin(room.unique_name);
  });

  it('issue 25 finding 9: the patient hanging up ends the room: the caller hears it left, is closed 4410, and the room is over for the portal too', async () => {
    const { room, caller, patient } = await callInProgress();
    patient.send({ type: 'leave' });
    expect(await patient.closed).toMatchObject({ code: 1000 });
    expect(await caller.next()).toEqual({ type: 'peerLeft', identity: expect.stringMatching(/^patient-\d+$/) as string });
    expect(await caller.closed).toMatchObject({ code: signalCloseCodes.roomEnded });
    const listed = await call<{ rooms: { id: number }[] }>(serverB, 'POST', '/twilio_room/list', surgeonToken, {});
    expect(listed.data.rooms.map((open) => open.id)).not.toContain(room.id);
    await expectNoRejoin(room.unique_name);
  });
});
