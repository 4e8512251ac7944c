// `node --import tsx tests/api/harness/serverProcessEntry.ts`: one middleware process for tests that
// need several (fan-out across processes), started by startServerProcess. It opens the PostgreSQL
// database at DATABASE_URL (a test copy), listens for the bus on CADENCE_TEST_CHANNEL (a channel of
// the test's own, as server/main.ts listens on the default one), runs the API tests' settings
// (testConfig, a manual clock at testStart, the outbox mailer) with PATIENT_APP_SECRET and the
// DATABASE_*_TIMEOUT_MS settings of server/main.ts, listens on 127.0.0.1 on a free port and prints
// `{"listening": port}` on a line of its own. SIGTERM closes it.
import { createOutboxMailer } from '../../../server/adapters/mail/createOutboxMailer';
import { buildServer } from '../../../server/buildServer';
import { createManualClock } from '../../../server/clock/createManualClock';
import { readDatabaseTimeouts } from '../../../server/config/readDatabaseTimeouts';
import { createPgDatabase } from '../../../server/db/createPgDatabase';
import { createPgEventBus } from '../../../server/realtime/createPgEventBus';
import { testConfig, testStart } from './startApiServer';

const databaseUrl = process.env.DATABASE_URL;
const channel = process.env.CADENCE_TEST_CHANNEL;
if (!databaseUrl || !channel) {
  console.error('serverProcessEntry: DATABASE_URL and CADENCE_TEST_CHANNEL are required');
  process.exit(2);
}

const clock = createManualClock(testStart);
const timeouts = readDatabaseTimeouts(process.env);
const db = await createPgDatabase({ connectionString: databaseUrl, timeouts });
// A lost connection is what some of these tests cause: the bus says so only when asked to log.
const events = await createPgEventBus({
  connectionString: databaseUrl,
  channel,
  connectTimeoutMs: timeouts.connectMs,
  onError: (error) => {
    if (process.env.API_TEST_LOG === '1') console.error('bus:', error);
  },
});
const app = await buildServer({
  db,
  events,
  mailer: createOutboxMailer(db, clock),
  config: { ...testConfig, ...(process.env.PATIENT_APP_SECRET ? { patientAppSecret: process.env.PATIENT_APP_SECRET } : {}) },
  clock,
  logger: process.env.API_TEST_LOG === '1',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ listening: typeof address === 'object' && address ? address.port : 0 }));

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await events.close();
    await db.close();
    process.exit(0);
  })();
});
