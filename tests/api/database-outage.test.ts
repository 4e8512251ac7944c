// Issue 25, findings 3 and 4: a database outage, as the issue reproduced it, against a real
// middleware process (tests/api/harness/serverProcessEntry.ts) on a PostgreSQL copy of the demo
// seed. (a) The database refuses connections and its backends are terminated: meanwhile the API
// answers 503 with Retry-After (never a 500, never a hang), /readyz 503 and /healthz 200, a portal
// socket is told the live channel is down and a tablet's message is answered without losing the
// socket; afterwards the API answers again and the socket is told to reload (`resync`), then hears
// changes and pushes as before. (b) The LISTEN connection terminated five times leaves one LISTEN
// connection and each event delivered once. (c) A table lock answers 503 at the statement
// timeout instead of holding the request.
//
// It needs PostgreSQL (TEST_DATABASE_URL, set on CI): refusing connections, terminating backends
// and LISTEN/NOTIFY are the server's; PGlite is one process's embedded database, so without it the
// file is skipped, saying why.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { message } from '../../src/generated/catalog';
import { operations, type OperationId } from '../../src/generated/operations';
import { unavailableRetryAfterSeconds } from '../../server/http/answerUnavailable';
import { openPostgresTestCopy } from '../../server/db/openTestDatabase';
import type { PostgresTestDatabase } from '../../server/db/postgresTestDatabase';
import { listSimulatableDevices, type SimulatableDeviceRow } from '../../server/patientApp/listSimulatableDevices';
import { busApplicationName } from '../../server/realtime/createPgEventBus';
import { sayHello } from './harness/sayHello';
import { password } from './harness/signIn';
import { startServerProcess, type ServerProcess } from './harness/serverProcess';
import { demoSeed } from './harness/startApiServer';
import { openTestSocket, type TestSocket } from './harness/testSocket';

const serverUrl = process.env.TEST_DATABASE_URL;
const secret = 'outage-test-secret';
/** The middleware's statement timeout here: a lock is given up after it. */
const statementTimeoutMs = 1000;
/** How long a request may take before the test calls it a hang (the issue saw 40 s and more). */
const hangMs = 8000;

let db: PostgresTestDatabase;
let server: ServerProcess;
let channel: string;
let token: string;
let device: SimulatableDeviceRow;
const sockets: TestSocket[] = [];

/** Runs `work` on a connection to the server's maintenance database, outside the copy. */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The copy's database name, as ALTER DATABASE and pg_stat_activity name it. */
const copyName = () => new URL(db.connectionString).pathname.slice(1);

/** Calls an operation on the middleware; a request that does not answer within `hangMs` fails. */
async function call(operationId: OperationId, body?: unknown, path: Record<string, string | number> = {}) {
  const { method } = operations[operationId];
  const url = operations[operationId].path.replace(/\{([^}]+)\}/g, (_, name: string) => String(path[name]));
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method: method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(hangMs),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

async function portalSocket(): Promise<TestSocket> {
  const socket = await openTestSocket(`${server.baseUrl.replace('http', 'ws')}/api/events`);
  sockets.push(socket);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toMatchObject({ type: 'ready', live: true });
  return socket;
}

/** The tablet of the seed's first simulatable device, signed in on the gateway. */
async function tablet(): Promise<TestSocket> {
  const app = await openTestSocket(`${server.baseUrl.replace('http', 'ws')}/api/patient-app`);
  sockets.push(app);
  await sayHello(app, device.serial_number, device.key);
  expect(await app.next()).toMatchObject({ type: 'welcome', patient_id: device.patient_id });
  return app;
}

/** A patient the pms user sees, for a write whose change the socket hears. */
async function anyPatient(): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from patients where not archived order by id limit 1');
  if (!row) throw new Error('the demo seed has no patient');
  return row.id;
}

const isPush = (received: Record<string, unknown>) => received.type === 'push';
const isChange = (received: Record<string, unknown>) => received.type === 'change';

describe.skipIf(!serverUrl)('a database outage under a middleware process (skipped without TEST_DATABASE_URL: refusing connections and LISTEN are PostgreSQL\'s)', () => {
  beforeAll(async () => {
    db = await openPostgresTestCopy(serverUrl!, demoSeed(60));
    channel = `test_outage_${randomBytes(4).toString('hex')}`;
    server = await startServerProcess({
      databaseUrl: db.connectionString,
      channel,
      patientAppSecret: secret,
      env: { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs) },
    });
    const signedIn = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'pms', password }),
    });
    token = ((await signedIn.json()) as { data: { access_token: string } }).data.access_token;
    [device] = (await listSimulatableDevices(db, secret, { limit: 1, offset: 0 })) as [SimulatableDeviceRow];
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // Whatever a failed test left behind: connections allowed again, no lock held.
    await asAdmin((admin) => admin.query(`alter database ${copyName()} with allow_connections true`)).catch(() => undefined);
    await server?.stop();
    await db?.close();
  }, 60_000);

  it('issue 25 findings 3 and 4: while the database refuses connections the API answers 503 with Retry-After, /readyz 503, /healthz 200, and the portal socket is told; afterwards it is told to reload and hears changes and pushes again', async () => {
    const dashboard = await portalSocket();
    const app = await tablet();
    const patientId = await anyPatient();

    await asAdmin(async (admin) => {
      await admin.query(`alter database ${copyName()} with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [copyName()]);
    });
    const outageStarted = Date.now();
    expect(await dashboard.next()).toEqual({ type: 'status', live: false });

    const refused = await call('getMonitorRoomStatus');
    expect(refused).toEqual({ status: 503, retryAfter: String(unavailableRetryAfterSeconds), body: { message: message('serviceUnavailable') } });
    const written = await call('changePatientStatus', undefined, { id: patientId, status_id: 2 });
    expect(written.status).toBe(503);
    const ready = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(hangMs) });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe(String(unavailableRetryAfterSeconds));
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    // A tab that opens its socket now cannot have its token checked: it is asked to come back later.
    const latecomer = await openTestSocket(`${server.baseUrl.replace('http', 'ws')}/api/events`);
    sockets.push(latecomer);
    latecomer.send({ type: 'auth', token });
    expect((await latecomer.closed).code).toBe(1013);
    // A tablet's message is answered, and its socket stays open for the next one.
    app.send({ type: 'join_session' });
    expect(await app.next()).toMatchObject({ type: 'error' });

    // Longer than the one reconnect attempt of the old bus (1 s), after which it never listened again.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2500 - (Date.now() - outageStarted))));
    await asAdmin((admin) => admin.query(`alter database ${copyName()} with allow_connections true`));

    expect(await dashboard.next()).toEqual({ type: 'resync' });
    await vi.waitFor(async () => expect((await call('getMonitorRoomStatus')).status).toBe(200), { timeout: 5000, interval: 100 });
    expect((await call('changePatientStatus', undefined, { id: patientId, status_id: 2 })).status).toBe(200);
    expect(await dashboard.nextMatching(isChange)).toEqual({ type: 'change', resource: 'patients', id: patientId, operationId: 'changePatientStatus' });
    app.send({ type: 'join_session' });
    expect(await dashboard.nextMatching(isPush)).toMatchObject({ type: 'push', notification_type: 'patient_joined', patient_id: device.patient_id });
    app.send({ type: 'leave' });
    expect(await dashboard.nextMatching(isPush)).toMatchObject({ notification_type: 'patient_leave', patient_id: device.patient_id });
  }, 60_000);

  it('issue 25 finding 3: the LISTEN connection terminated five times leaves one LISTEN connection, and each event is delivered once', async () => {
    const dashboard = await portalSocket();
    const listeners = async () =>
      asAdmin(async (admin) => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [busApplicationName(channel)])).rows);
    for (let time = 0; time < 5; time += 1) {
      const [listener] = await listeners();
      await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [listener?.pid]));
      expect(await dashboard.next()).toEqual({ type: 'status', live: false });
      expect(await dashboard.next()).toEqual({ type: 'resync' });
    }
    expect(await listeners()).toHaveLength(1);

    const [first, second] = await db.query<{ id: number }>('select id from patients where not archived order by id limit 2');
    expect((await call('changePatientStatus', undefined, { id: first!.id, status_id: 2 })).status).toBe(200);
    expect((await call('changePatientStatus', undefined, { id: second!.id, status_id: 2 })).status).toBe(200);
    // Had the first change come twice (once per listener left behind), its copy would come second.
    expect(await dashboard.next()).toMatchObject({ type: 'change', id: first!.id });
    expect(await dashboard.next()).toMatchObject({ type: 'change', id: second!.id });
  }, 60_000);

  it('issue 25 finding 4: a request held by a table lock answers 503 at the statement timeout instead of hanging', async () => {
    const locker = new pg.Client({ connectionString: db.connectionString });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table patients in access exclusive mode');
      const started = Date.now();
      const held = await call('listPatients', { limit: 20, page: 1 });
      expect(held).toEqual({ status: 503, retryAfter: String(unavailableRetryAfterSeconds), body: { message: message('serviceUnavailable') } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(statementTimeoutMs - 50);
      await locker.query('rollback');
      expect((await call('listPatients', { limit: 20, page: 1 })).status).toBe(200);
    } finally {
      await locker.end();
    }
  });
});
