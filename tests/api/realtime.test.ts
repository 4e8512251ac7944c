// The portal's real-time channel over real servers: a socket at /api/events authenticates with
// the session's token, hears the writes of patients and practices made through ANOTHER server on
// the same database (PostgreSQL LISTEN/NOTIFY when TEST_DATABASE_URL is set; otherwise two
// servers in this process sharing the in-process bus, as PGlite has a single process), only for
// records its user may see, follows a refreshed token and is closed when its token runs out.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createOutboxMailer } from '../../server/adapters/mail/createOutboxMailer';
import { buildServer } from '../../server/buildServer';
import { createPracticeRecord } from '../../server/features/practices/createPracticeRecord';
import { createManualClock, type ManualClock } from '../../server/clock/createManualClock';
import type { Database } from '../../server/db/Database';
import { openTestDatabase } from '../../server/db/openTestDatabase';
import { createInProcessEventBus } from '../../server/realtime/createInProcessEventBus';
import { createPgEventBus } from '../../server/realtime/createPgEventBus';
import type { EventBus } from '../../server/realtime/EventBus';
import { seedDemo } from '../../server/seed';
import { testConfig, testStart } from './harness/startApiServer';
import { password } from './harness/signIn';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface Server {
  app: FastifyInstance;
  baseUrl: string;
  events: EventBus;
}

let db: Database;
let clock: ManualClock;
let first: Server;
let second: Server;
const buses: EventBus[] = [];

async function startServer(events: EventBus, database: Database = db): Promise<Server> {
  const app = await buildServer({ db: database, mailer: createOutboxMailer(db, clock), config: testConfig, clock, events });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, events, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A bus per server: its own LISTEN connection on PostgreSQL (as two processes have), else one shared in-process bus. */
function busFactory(): () => Promise<EventBus> {
  if (databaseUrl) {
    // A channel of this file's own, so parallel test files never hear each other's writes.
    const channel = `test_changes_${randomBytes(4).toString('hex')}`;
    return () => createPgEventBus({ connectionString: databaseUrl, channel });
  }
  const shared = createInProcessEventBus();
  return () => Promise.resolve(shared);
}

async function call(server: Server, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

async function signIn(username: string): Promise<{ token: string; practiceId: number | null }> {
  const { status, body } = await call(first, 'POST', '/login', undefined, { username, password });
  if (status !== 200 || typeof body.data.access_token !== 'string') throw new Error(`sign-in of ${username}: ${status}`);
  const practice = body.data.practice as { id: number } | null;
  return { token: body.data.access_token, practiceId: practice?.id ?? null };
}

/** A portal socket: every message it receives in order, and how it closed. */
interface TestSocket {
  next(): Promise<Record<string, unknown>>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

function openSocket(server: Server): Promise<TestSocket> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/events`);
  const received: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') })),
  );
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        next: () => {
          const message = received.shift();
          return message ? Promise.resolve(message) : new Promise((done) => waiting.push(done));
        },
        send: (message) => socket.send(JSON.stringify(message)),
        closed,
        close: () => socket.close(),
      }),
    );
  });
}

async function signedInSocket(server: Server, token: string): Promise<TestSocket> {
  const socket = await openSocket(server);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toMatchObject({ type: 'ready' });
  return socket;
}

async function patientOfPractice(practiceId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from patients where practice_id = $1 and not archived order by id limit 1', [practiceId]);
  if (!row) throw new Error(`no patient in practice ${practiceId}`);
  return row.id;
}

let staff: { token: string; practiceId: number | null };
let otherPractice: { token: string; practiceId: number | null };
let editor: string;
let nextBus: () => Promise<EventBus>;

beforeAll(async () => {
  clock = createManualClock(testStart);
  db = await openTestDatabase();
  await seedDemo(db, { clock, patients: 60 });
  nextBus = busFactory();
  for (let index = 0; index < 2; index++) buses.push(await nextBus());
  first = await startServer(buses[0]!);
  second = await startServer(buses[1]!);
  staff = await signIn('staff');
  // A super user (without two-factor) who may edit every practice's patients.
  editor = (await signIn('pms')).token;
  // A clinic user of another practice (not an equipment supplier, whose scope is by supplier).
  for (const username of ['surgicalcenter', 'pmm', 'pma']) {
    const candidate = await signIn(username);
    const [type] = await db.query<{ practice_type_id: number }>('select practice_type_id from practices where id = $1', [candidate.practiceId]);
    if (candidate.practiceId !== null && candidate.practiceId !== staff.practiceId && type?.practice_type_id !== 1) {
      otherPractice = candidate;
      break;
    }
  }
  if (!otherPractice) throw new Error('the demo seed has no clinic user outside the staff user\'s practice');
}, 180_000);

afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  for (const bus of new Set(buses)) await bus.close();
  await db?.close();
});

describe('GET /api/events (the portal\'s real-time channel)', () => {
  it('closes a socket whose first message is not a valid token (4401), or not an auth message (4400)', async () => {
    const forged = await openSocket(first);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect((await forged.closed).code).toBe(4401);
    const rude = await openSocket(first);
    rude.send({ hello: 'world' });
    expect((await rude.closed).code).toBe(4400);
  });

  it(`passes a patient edited through one server on to a socket of the other (${databaseUrl ? 'PostgreSQL LISTEN/NOTIFY' : 'shared in-process bus'})`, async () => {
    const listening = await signedInSocket(second, staff.token);
    const patientId = await patientOfPractice(staff.practiceId!);
    const edited = await call(first, 'PUT', `/patient/status/${patientId}/2`, editor);
    expect(edited.status).toBe(200);
    expect(await listening.next()).toEqual({ type: 'change', resource: 'patients', id: patientId, operationId: 'changePatientStatus' });
    listening.close();
  });

  it('tells its portals to refetch what they show when the audience of an event cannot be read (the database busy or away), instead of dropping the event', async () => {
    // A server whose database fails the audience's read of patients while `failing` is on.
    let failing = false;
    const flaky: Database = {
      ...db,
      query: (sql, params) =>
        failing && sql.startsWith('select * from patients where id = $1') ? Promise.reject(new Error('the database is out of reach')) : db.query(sql, params),
    };
    const bus = await nextBus();
    buses.push(bus);
    const third = await startServer(bus, flaky);
    try {
      const listening = await signedInSocket(third, staff.token);
      const patientId = await patientOfPractice(staff.practiceId!);
      failing = true;
      expect((await call(first, 'PUT', `/patient/status/${patientId}/2`, editor)).status).toBe(200);
      expect(await listening.next()).toEqual({ type: 'resync' });
      failing = false;
      // Once the database answers again, events are delivered as before.
      expect((await call(first, 'PUT', `/patient/status/${patientId}/1`, editor)).status).toBe(200);
      expect(await listening.next()).toEqual({ type: 'change', resource: 'patients', id: patientId, operationId: 'changePatientStatus' });
      listening.close();
    } finally {
      await third.app.close();
    }
  });

  it('tells a user only of the records their data scope shows them', async () => {
    const outsider = await signedInSocket(second, otherPractice.token);
    const insider = await signedInSocket(second, staff.token);
    await call(first, 'PUT', `/patient/status/${await patientOfPractice(staff.practiceId!)}/2`, editor);
    expect(await insider.next()).toMatchObject({ type: 'change', resource: 'patients' });
    // A write the outsider may see: had the first event reached them, it would come first.
    const theirs = await patientOfPractice(otherPractice.practiceId!);
    expect((await call(first, 'PUT', `/patient/status/${theirs}/2`, editor)).status).toBe(200);
    expect(await outsider.next()).toMatchObject({ resource: 'patients', id: theirs });
    outsider.close();
    insider.close();
  });

  it('tells of a treatment plan ended only those who see its patient (a scope seen through another)', async () => {
    const outsider = await signedInSocket(second, otherPractice.token);
    const insider = await signedInSocket(second, staff.token);
    const [plan] = await db.query<{ id: number }>(
      `select tp.id from treatment_plans tp join patients p on p.id = tp.patient_id
       where p.practice_id = $1 and tp.treatment_plan_type = 1 and tp.is_active and tp.end_date is null order by tp.id limit 1`,
      [staff.practiceId],
    );
    if (!plan) throw new Error('no active pre-operative plan in the staff user\'s practice');
    expect((await call(first, 'POST', `/patient_treatment_plan/end_treatment_plan/${plan.id}`, editor)).status).toBe(200);
    expect(await insider.next()).toEqual({ type: 'change', resource: 'treatmentPlans', id: plan.id, operationId: 'endTreatmentPlan' });
    // A write the outsider may see: had the plan's event reached them, it would come first.
    const theirs = await patientOfPractice(otherPractice.practiceId!);
    expect((await call(first, 'PUT', `/patient/status/${theirs}/2`, editor)).status).toBe(200);
    expect(await outsider.next()).toMatchObject({ resource: 'patients', id: theirs });
    outsider.close();
    insider.close();
  });

  it('announces a practice archived by a super user to super users, not to another practice\'s users', async () => {
    const manager = await signIn('csmanager');
    const practice = await createPracticeRecord(db, {
      name: 'Realtime Clinic',
      practice_type_id: 3,
      npi: null,
      specialty: null,
      template_url: null,
      address: { line_1: '1 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' },
      phone_number: { number: '5551234567' },
    });
    const superUser = await signedInSocket(second, manager.token);
    const outsider = await signedInSocket(second, staff.token);
    expect((await call(first, 'DELETE', `/practice/${practice.id}`, manager.token)).status).toBe(200);
    expect(await superUser.next()).toEqual({ type: 'change', resource: 'practices', id: practice.id, operationId: 'archivePractice' });
    // The next thing the staff user hears is a write of their own practice, not the archive.
    const theirs = await patientOfPractice(staff.practiceId!);
    await call(first, 'PUT', `/patient/status/${theirs}/2`, editor);
    expect(await outsider.next()).toMatchObject({ resource: 'patients', id: theirs });
    superUser.close();
    outsider.close();
  });

  it('closes the sockets of a session that signs out', async () => {
    const session = await signIn('staff');
    const socket = await signedInSocket(first, session.token);
    expect((await call(first, 'POST', '/logout', session.token)).status).toBe(200);
    expect((await socket.closed).code).toBe(4401);
  });

  it('follows the refreshed token of the portal and stops when the token runs out', async () => {
    const session = await signIn('staff');
    const socket = await signedInSocket(second, session.token);
    const refreshed = await call(first, 'POST', '/refresh', session.token);
    expect(refreshed.status).toBe(200);
    const newToken = refreshed.body.data.access_token as string;
    socket.send({ type: 'auth', token: newToken });
    expect(await socket.next()).toMatchObject({ type: 'ready' });
    const patientId = await patientOfPractice(staff.practiceId!);
    await call(first, 'PUT', `/patient/status/${patientId}/2`, editor);
    expect(await socket.next()).toMatchObject({ type: 'change', id: patientId });
    // Past the token's 15 minutes the next event closes the socket instead of reaching it.
    clock.advance(16 * 60 * 1000);
    editor = (await signIn('pms')).token;
    await call(first, 'PUT', `/patient/status/${patientId}/2`, editor);
    expect((await socket.closed).code).toBe(4401);
  });
});
