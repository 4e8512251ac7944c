// A real middleware for API tests: a fresh database holding the demo seed (PGlite in memory,
// copied from a snapshot built once; or a schema of its own on TEST_DATABASE_URL), a manual
// clock, the outbox mailer, and Fastify listening on a free port. Calls go over HTTP with fetch.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { operations, type OperationId } from '../../../src/generated/operations';
import type { FileStorage } from '../../../server/adapters/files/FileStorage';
import type { IdentityProvider } from '../../../server/adapters/identity/IdentityProvider';
import { createOutboxMailer } from '../../../server/adapters/mail/createOutboxMailer';
import { createAuditWriter, type AuditWriter, type AuditWriterLog } from '../../../server/audit/auditWriter';
import { buildServer } from '../../../server/buildServer';
import { createManualClock, type ManualClock } from '../../../server/clock/createManualClock';
import type { ServerConfig } from '../../../server/config/ServerConfig';
import type { Database } from '../../../server/db/Database';
import type { LiveEvents } from '../../../server/realtime/LiveEvents';
import { createCallerCache, watchWrites } from '../../../server/session/callerCache';
import { openTestDatabase, type TestSeed } from '../../../server/db/openTestDatabase';
import { seedDemo } from '../../../server/seed';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export interface ApiServer {
  baseUrl: string;
  db: Database;
  clock: ManualClock;
  app: FastifyInstance;
  /** Calls an operation by id (method and path from the generated table) with a JSON body. */
  /** Calls an operation; `path` fills the `{name}` parameters of its path (`practice/{id}`). */
  call<T = Record<string, unknown>>(
    operationId: OperationId,
    body?: unknown,
    token?: string,
    path?: Readonly<Record<string, string | number>>,
    /** Extra request headers, e.g. `{ cookie }` for the two-factor remember cookie. */
    extraHeaders?: Readonly<Record<string, string>>,
  ): Promise<ApiResponse<T>>;
  /** Any request, for paths outside the operation table. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The newest outbox mail to `to`. */
  lastMailTo(to: string): Promise<{ subject: string; body: string } | undefined>;
  close(): Promise<void>;
}

export const testConfig: ServerConfig = {
  version: 'test-1',
  mfgApi: '/mfg',
  publicUrl: 'http://portal.test',
  // Demo mode: the tests read e-mail at /dev/mailbox.json and sign on through /dev/sso.
  demo: true,
  ssoSecret: 'test-sso-secret',
  // Every answer is held against its operation's description in specs/api: a mismatch is a 500.
  answerCheck: 'fail',
};

/** The instant every API test starts at. */
export const testStart = new Date('2026-03-02T10:00:00Z');

/**
 * The demo seed with `patients` patients at `testStart`, as a test database snapshot: built once
 * per (patients, seed code, migrations) and copied into every file that asks for it.
 */
export function demoSeed(patients: number): TestSeed {
  return {
    name: `demo-${patients}-${testStart.toISOString().replace(/[^0-9TZ]/g, '')}`,
    sources: [fileURLToPath(new URL('../../../server/seed.ts', import.meta.url))],
    apply: (db) => seedDemo(db, { clock: createManualClock(testStart), patients }),
  };
}

/**
 * Starts a seeded server; close it in afterAll.
 *
 * @example
 * const api = await startApiServer();
 * const { status } = await api.call('login', { username: 'staff', password: 'Cadence#2026' });
 */
export async function startApiServer(
  options: {
    patients?: number;
    identity?: (clock: ManualClock) => IdentityProvider;
    /** Settings over `testConfig`, e.g. an external service's URL (a local fake server). */
    config?: Partial<ServerConfig>;
    /** A built portal folder (with index.html) for the server to serve at `/`. */
    portalDir?: string;
    /** Where uploads go; by default a fresh folder under the OS temp dir. */
    files?: FileStorage;
    /** Live-monitoring events the test also publishes on (pushes, patient-app messages); by default the server's own. */
    live?: LiveEvents;
  } = {},
): Promise<ApiServer> {
  const clock = createManualClock(testStart);
  const database = await openTestDatabase(demoSeed(options.patients ?? 240));
  // The audit entries leave the answer's path (a queue written in batches): a test reading the
  // database first has what is queued written (one attempt: during a simulated outage it fails
  // and stays queued, as in production).
  const auditWrites = createAuditWriter({ db: database, clock, ...(process.env.API_TEST_LOG === '1' ? {} : { log: quietAuditLog }) });
  // The test's own SQL (a permission granted, a token revoked) forgets callers at once, as the
  // middleware's own writes do; the notification of migration 0039 arrives a moment later.
  const callers = await createCallerCache({ db: database, clock, actingPermissions: options.config?.actingPermissions ?? testConfig.actingPermissions ?? 'own' });
  const db = watchWrites(auditedFirst(database, auditWrites), () => callers.clear());
  const app = await buildServer({
    db: database,
    auditWrites,
    callers,
    mailer: createOutboxMailer(db, clock),
    config: { ...testConfig, ...options.config },
    clock,
    identity: options.identity?.(clock),
    ...(options.portalDir ? { portalDir: options.portalDir } : {}),
    ...(options.files ? { files: options.files } : {}),
    ...(options.live ? { live: options.live } : {}),
    logger: process.env.API_TEST_LOG === '1',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const fetchPath = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    baseUrl,
    db,
    clock,
    app,
    fetch: fetchPath,
    async call<T>(
      operationId: OperationId,
      body?: unknown,
      token?: string,
      pathParams?: Readonly<Record<string, string | number>>,
      extraHeaders?: Readonly<Record<string, string>>,
    ) {
      const { method } = operations[operationId];
      const path = operations[operationId].path.replace(
        /\{([^}]+)\}/g,
        (placeholder: string, name: string) =>
          pathParams?.[name] === undefined ? placeholder : encodeURIComponent(String(pathParams[name])),
      );
      const headers: Record<string, string> = { ...extraHeaders };
      if (token) headers.authorization = `Bearer ${token}`;
      const sendsBody = body !== undefined && method !== 'get';
      if (sendsBody) headers['content-type'] = 'application/json';
      const response = await fetchPath(`/api${path}`, {
        method: method.toUpperCase(),
        headers,
        body: sendsBody ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      // A file answer (a report's or the assignment export's CSV) is its text.
      const json = response.headers.get('content-type')?.includes('json') ?? false;
      const parsed: unknown = !text ? null : json ? JSON.parse(text) : text;
      return { status: response.status, body: parsed as T };
    },
    async lastMailTo(to) {
      const [mail] = await db.query<{ subject: string; body: string }>(
        'select subject, body from outbox where to_address = $1 order by id desc limit 1',
        [to],
      );
      return mail;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The audit writer's log in tests: outages are what some tests cause on purpose. */
const quietAuditLog: AuditWriterLog = { error: () => undefined, info: () => undefined };

/** `db` whose every statement first has the queued audit entries written (one attempt). */
function auditedFirst(db: Database, writes: AuditWriter): Database {
  return {
    query: async (sql, params) => {
      await writes.flush();
      return db.query(sql, params);
    },
    exec: async (sql) => {
      await writes.flush();
      return db.exec(sql);
    },
    transaction: async (work) => {
      await writes.flush();
      return db.transaction(work);
    },
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  };
}
