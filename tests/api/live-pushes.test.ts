// Live-monitoring pushes over real servers: a push published through one middleware reaches the
// portal sockets of another on the same database (PostgreSQL LISTEN/NOTIFY when TEST_DATABASE_URL
// is set; otherwise two servers in this process sharing the in-process bus, as PGlite has a single
// process), only for users who may see the patient.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../server/adapters/mail/createOutboxMailer';
import { buildServer } from '../../server/buildServer';
import { createManualClock } from '../../server/clock/createManualClock';
import type { Database } from '../../server/db/Database';
import { openTestDatabase } from '../../server/db/openTestDatabase';
import { createBusLiveEvents } from '../../server/realtime/createBusLiveEvents';
import { createInProcessEventBus } from '../../server/realtime/createInProcessEventBus';
import { createPgEventBus } from '../../server/realtime/createPgEventBus';
import type { EventBus } from '../../server/realtime/EventBus';
import type { LiveEvents } from '../../server/realtime/LiveEvents';
import { password } from './harness/signIn';
import { demoSeed, testConfig, testStart } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface Server {
  app: FastifyInstance;
  baseUrl: string;
  live: LiveEvents;
}

let db: Database;
let first: Server;
let second: Server;
const buses: EventBus[] = [];

async function startServer(events: EventBus): Promise<Server> {
  const clock = createManualClock(testStart);
  const live = createBusLiveEvents(events);
  const app = await buildServer({ db, mailer: createOutboxMailer(db, clock), config: testConfig, clock, events, live });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, live, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function signIn(username: string): Promise<{ token: string; practiceId: number | null }> {
  const response = await fetch(`${first.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data: { access_token?: string; practice?: { id: number } | null } };
  if (!body.data.access_token) throw new Error(`sign-in of ${username}: ${response.status}`);
  return { token: body.data.access_token, practiceId: body.data.practice?.id ?? null };
}

async function portalSocket(server: Server, token: string): Promise<TestSocket> {
  const socket = await openTestSocket(`${server.baseUrl.replace('http', 'ws')}/api/events`);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toMatchObject({ type: 'ready' });
  return socket;
}

async function patientWhere(sql: string, practiceId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select id from patients where ${sql} and not archived order by id limit 1`, [practiceId]);
  if (!row) throw new Error(`no patient where ${sql} (${practiceId})`);
  return row.id;
}

let superUser: string;
let staff: { token: string; practiceId: number | null };

beforeAll(async () => {
  db = await openTestDatabase(demoSeed(60));
  if (databaseUrl) {
    // A bus per server on a channel of this file's own: two LISTEN connections, as two processes have.
    const channel = `test_live_${randomBytes(4).toString('hex')}`;
    buses.push(await createPgEventBus({ connectionString: databaseUrl, channel }), await createPgEventBus({ connectionString: databaseUrl, channel }));
  } else {
    const shared = createInProcessEventBus();
    buses.push(shared, shared);
  }
  first = await startServer(buses[0]!);
  second = await startServer(buses[1]!);
  superUser = (await signIn('pms')).token;
  staff = await signIn('staff');
}, 180_000);

afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  for (const bus of new Set(buses)) await bus.close();
  await db?.close();
});

describe('live-monitoring pushes on /api/events', () => {
  it(`reach a super user's socket on another server (${databaseUrl ? 'PostgreSQL LISTEN/NOTIFY' : 'shared in-process bus'}), and not a user of another practice`, async () => {
    const watcher = await portalSocket(second, superUser);
    const outsider = await portalSocket(second, staff.token);
    const stranger = await patientWhere('practice_id <> $1', staff.practiceId!);
    const own = await patientWhere('practice_id = $1', staff.practiceId!);
    await first.live.pushToPortal({ notification_type: 'pain_high', patient_id: stranger, json: { pain_level: 9 } });
    expect(await watcher.next()).toEqual({ type: 'push', notification_type: 'pain_high', patient_id: stranger, json: { pain_level: 9 } });
    // A push the staff user may hear: had the first reached them, it would come first.
    await first.live.pushToPortal({ notification_type: 'patient_leave', patient_id: own, json: {} });
    expect(await outsider.next()).toEqual({ type: 'push', notification_type: 'patient_leave', patient_id: own, json: {} });
    expect(await watcher.next()).toMatchObject({ type: 'push', patient_id: own });
    watcher.close();
    outsider.close();
  });

  it('carries a message for a patient app from one server to the listeners of the other', async () => {
    const heard = new Promise<unknown>((resolve) => {
      const stop = second.live.onAppMessage((patientId, message) => {
        stop();
        resolve([patientId, message]);
      });
    });
    await first.live.sendToPatientApp(7, { type: 'command', command: 'stop_session', values: {} });
    expect(await heard).toEqual([7, { type: 'command', command: 'stop_session', values: {} }]);
  });
});
