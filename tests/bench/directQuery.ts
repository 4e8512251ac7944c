// SQL without HTTP: the server's own query builders on the server's own data layer, run one after
// another, to set the HTTP figures beside the database's. The patient list here; the report in
// reportQuery.ts.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/openDatabase';
import type { Database } from '../../server/db/Database';
import { systemClock } from '../../server/clock/Clock';
import { listPatientsQuery } from '../../server/features/patients/listPatientsQuery';
import { percentile } from './percentile';
import { firstPageRequest } from './patientListLoad';
import type { ScopedCondition } from '../../server/security/scopedRows';

export interface QueryTimes {
  runs: number;
  p50: number;
  p95: number;
}

/** Where the benchmark data lives: PostgreSQL when `databaseUrl` is set, else the PGlite folder. */
export interface BenchDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * Opens the database, runs `query` 5 times to warm up, then times `runs` sequential runs of it.
 * The server must be stopped first for PGlite: a folder can be open in one process only.
 *
 * @example
 * const times = await timeSequential(location, (db) => db.query('select 1'));
 */
export async function timeSequential(
  location: BenchDatabase,
  query: (db: Database) => Promise<unknown>,
  runs = 50,
): Promise<QueryTimes> {
  const db = await openDatabase(
    location.databaseUrl ? { databaseUrl: location.databaseUrl } : { dataDir: location.dataDir },
  );
  try {
    for (let warmUp = 0; warmUp < 5; warmUp += 1) await query(db);
    const times: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const started = performance.now();
      await query(db);
      times.push(performance.now() - started);
    }
    return { runs, p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await db.close();
  }
}

/** The scoped patients of a super user: every practice. */
const everyPatient: ScopedCondition<'patients'> = { resource: 'patients', where: () => 'true' };

/** Times the first page of the patient list in the scope of a super user (every practice). */
export function timeListQuery(location: BenchDatabase, runs = 50): Promise<QueryTimes> {
  return timeSequential(location, (db) => listPatientsQuery(db, systemClock, everyPatient, firstPageRequest), runs);
}
