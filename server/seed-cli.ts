// `npm run seed [-- --patients 100000]`: migrates the database of DATABASE_URL (else PGlite
// under DATA_DIR or .data/) and seeds it: the demo people on an empty database, plus patients.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { systemClock } from './clock/Clock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { demoPatientCount, seedDemo } from './seed';

const { values } = parseArgs({
  options: { patients: { type: 'string', default: String(demoPatientCount) } },
});
const patients = Number(values.patients);
if (!Number.isInteger(patients) || patients < 1) {
  console.error('--patients must be a positive whole number');
  process.exit(1);
}

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? join(root, '.data') });
await migrate(db);
const started = performance.now();
// Big benchmark seeds keep the ten most recent session days per patient, so 100000 patients
// stay around a million session rows.
const fresh = await seedDemo(db, { clock: systemClock, patients, maxSessionsPerPatient: patients > 10_000 ? 10 : 60 });
// Vacuum sets the visibility map, so the list's counts and pages become index-only scans.
await db.exec('vacuum analyze');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${fresh ? 'seeded the demo people and ' : 'added '}${patients} patients in ${seconds} s`);
await db.close();
