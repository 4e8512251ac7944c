// `npm run create-admin -- --username NAME --email ADDRESS [--first-name F --last-name L --two-factor]`:
// the first account of a production database (DATABASE_URL, else PGlite under DATA_DIR or .data/),
// which is never seeded with the demo users. Migrates the database, creates a super admin with a
// generated password that meets the policy, and prints that password once.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { systemClock } from './clock/Clock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { createSuperAdmin, CreateSuperAdminError } from './seeding/createSuperAdmin';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'two-factor': { type: 'boolean', default: false },
  },
});

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? join(root, '.data') });
try {
  await migrate(db);
  const admin = await createSuperAdmin(
    db,
    {
      username: values.username ?? '',
      email: values.email ?? '',
      firstName: values['first-name'],
      lastName: values['last-name'],
      twoFactor: values['two-factor'],
    },
    systemClock,
  );
  console.log(`Super admin ${values.username?.trim()} created (user ${admin.id}).
Password (shown only now; store it safely or change it after signing in): ${admin.password}`);
} catch (error) {
  if (!(error instanceof CreateSuperAdminError)) throw error;
  console.error(`npm run create-admin: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
