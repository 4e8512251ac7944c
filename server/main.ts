// `node --import tsx server/main.ts`: the middleware and the built portal on one port. Opens the
// database (DATABASE_URL, else PGlite under DATA_DIR or .data/, durable: fsync on), migrates it,
// writes the reference data (roles, permissions, lookup lists) and listens on HOST:PORT (0.0.0.0:8080 by default). Without CADENCE_DEMO=1 this is a
// production-like start: no /dev pages, no embedded sign-on, no demo seed (the first account
// comes from `npm run create-admin`). In demo mode (`npm start`, `npm run dev`) it seeds the demo
// on a first start. SMTP_URL sends real e-mail (else it stays in the outbox table);
// OIDC_ISSUER + OIDC_CLIENT_ID check single sign-on tokens against a real OIDC provider.
// DEMO_SIMULATOR=1 in demo mode starts a few simulated patient apps (simulator/demoSimulatorSettings.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalFileStorage } from './adapters/files/createLocalFileStorage';
import { createOidcIdentityProvider } from './adapters/identity/createOidcIdentityProvider';
import { buildServer } from './buildServer';
import { systemClock } from './clock/Clock';
import { createMovableClock } from './clock/createMovableClock';
import { configMessages } from './config/configMessages';
import { readDatabaseTimeouts } from './config/readDatabaseTimeouts';
import { readServerConfig } from './config/readServerConfig';
import type { ServerConfig } from './config/ServerConfig';
import { startNotices } from './config/startNotices';
import type { DatabaseTimeouts } from './db/DatabaseTimeouts';
import { createMailer } from './createMailer';
import { openDatabase } from './db/openDatabase';
import { prepareDatabase } from './seeding/prepareDatabase';
import { startProcessMetricsLog } from './metrics/startProcessMetricsLog';
import { createPgEventBus } from './realtime/createPgEventBus';
import { demoSimulatorSettings } from '../simulator/demoSimulatorSettings';
import { runSimulation, type Simulation } from '../simulator/runSimulation';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

// Read first: a refused setting (demo mode in production) stops the start before anything opens.
let config: ServerConfig;
let databaseTimeouts: DatabaseTimeouts;
try {
  config = readServerConfig(process.env);
  databaseTimeouts = readDatabaseTimeouts(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
for (const notice of startNotices(config)) console.log(notice);

// The demo's clock can be moved through /dev/clock (an end-to-end test sees tomorrow); production's cannot.
const clock = config.demo ? createMovableClock(systemClock) : systemClock;

const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const location = { databaseUrl: process.env.DATABASE_URL, dataDir, timeouts: databaseTimeouts };
let db = await openDatabase(location);
const prepared = await prepareDatabase(db, { config, clock });
if (prepared.applied.length > 0) console.log(`migrations applied: ${prepared.applied.join(', ')}`);
if (prepared.seededDemo) console.log('empty database: seeded the demo');
else if (prepared.noUsers) console.log(configMessages.emptyWithoutDemo);
// Seeding grew the embedded database's WebAssembly memory to about 1 GB, which WebAssembly never
// gives back: the database is opened again, fresh, before serving (a second or two, first start only).
if (prepared.seededDemo && !location.databaseUrl) {
  await db.close();
  db = await openDatabase(location);
}

// Several middleware processes on one PostgreSQL hear each other's writes through LISTEN/NOTIFY;
// PGlite has one process, so the default in-process bus is enough.
const events = process.env.DATABASE_URL
  ? await createPgEventBus({
      connectionString: process.env.DATABASE_URL,
      connectTimeoutMs: databaseTimeouts.connectMs,
      onError: (error) => console.error('change events:', error),
    })
  : undefined;
events?.onStateChange((state) => console.log(`change events: ${state === 'up' ? 'listening again; open portals reload what they show' : 'connection lost, reconnecting'}`));
const app = await buildServer({
  db,
  ...(events ? { events } : {}),
  mailer: createMailer(process.env, db, clock),
  config,
  clock,
  // Single sign-on through the organisation's OIDC provider when configured, else /dev/sso in
  // demo mode, else none.
  identity:
    process.env.OIDC_ISSUER && process.env.OIDC_CLIENT_ID
      ? createOidcIdentityProvider({ issuer: process.env.OIDC_ISSUER, clientId: process.env.OIDC_CLIENT_ID }, clock)
      : undefined,
  // Uploaded profile pictures live beside the embedded database.
  files: createLocalFileStorage(join(dataDir, 'files')),
  portalDir: join(root, 'dist'),
  logger: true,
});

let simulation: Simulation | undefined;
const shutdown = async (): Promise<void> => {
  await simulation?.stop();
  await app.close();
  await events?.close();
  await db.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shutdown();
  });
}

await app.listen({ port, host });
// What the boot left behind (the OpenAPI description parsed, validators and serializers compiled,
// a demo seeded) is collected once now, not left resident until the first busy minute: about
// 40 MiB at idle. `npm start` runs node with --expose-gc; without it this does nothing.
const collectGarbage: unknown = Reflect.get(globalThis, 'gc');
if (typeof collectGarbage === 'function') Reflect.apply(collectGarbage, undefined, []);

// METRICS_LOG_EVERY_S=60 logs the process's memory and event-loop delay once a minute.
const metricsEvery = Number(process.env.METRICS_LOG_EVERY_S ?? 0);
if (metricsEvery > 0) startProcessMetricsLog(metricsEvery, (metrics) => app.log.info({ metrics }, 'process metrics'));

// DEMO_SIMULATOR=1 (demo mode): a few simulated patient apps join sessions on this server, so the
// RTM dashboard has live tiles without tablets (`npm run simulate` runs more from outside).
const simulated = demoSimulatorSettings(process.env, config.demo);
if (simulated) {
  simulation = await runSimulation({ baseUrl: `http://127.0.0.1:${port}`, ...simulated, log: (line) => app.log.info(line) }).catch((error: unknown) => {
    app.log.error({ err: error }, 'the demo simulator did not start');
    return undefined;
  });
}
