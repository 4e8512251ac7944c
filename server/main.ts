// `node --import tsx server/main.ts`: the middleware and the built portal on one port. Opens the
// database (DATABASE_URL, else PGlite under DATA_DIR or .data/), migrates it, seeds the demo on
// a first start, and listens on HOST:PORT (0.0.0.0:8080 by default). SMTP_URL sends real e-mail;
// OIDC_ISSUER + OIDC_CLIENT_ID check single sign-on tokens against a real OIDC provider.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalFileStorage } from './adapters/files/createLocalFileStorage';
import { createOidcIdentityProvider } from './adapters/identity/createOidcIdentityProvider';
import { buildServer } from './buildServer';
import { systemClock } from './clock/Clock';
import { readServerConfig } from './config/readServerConfig';
import { createMailer } from './createMailer';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { isEmptyDatabase, seedDemo } from './seed';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const applied = await migrate(db);
if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
if (await isEmptyDatabase(db)) {
  console.log('empty database: seeding the demo');
  await seedDemo(db, { clock: systemClock });
  await db.exec('vacuum analyze');
}

const app = await buildServer({
  db,
  mailer: createMailer(process.env, db, systemClock),
  config: readServerConfig(process.env),
  clock: systemClock,
  // Single sign-on through the organisation's OIDC provider when configured, else /dev/sso.
  identity:
    process.env.OIDC_ISSUER && process.env.OIDC_CLIENT_ID
      ? createOidcIdentityProvider({ issuer: process.env.OIDC_ISSUER, clientId: process.env.OIDC_CLIENT_ID }, systemClock)
      : undefined,
  // Uploaded profile pictures live beside the embedded database.
  files: createLocalFileStorage(join(dataDir, 'files')),
  portalDir: join(root, 'dist'),
  logger: true,
});

const shutdown = async (): Promise<void> => {
  await app.close();
  await db.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shutdown();
  });
}

await app.listen({ port, host });
