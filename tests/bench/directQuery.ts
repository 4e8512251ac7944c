// The patient-list SQL without HTTP: the server's own query builder (listPatientsQuery) on the
// server's own data layer, run one after another, to set the HTTP figures beside the database's.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/openDatabase';
import { systemClock } from '../../server/clock/Clock';
import { listPatientsQuery } from '../../server/features/patients/listPatientsQuery';
import { percentile } from './percentile';
import { firstPageRequest } from './patientListLoad';

export interface QueryTimes {
  runs: number;
  p50: number;
  p95: number;
}

/**
 * Opens the database (PostgreSQL when `databaseUrl` is set, else the PGlite folder), warms up,
 * then times `runs` sequential first-page queries in the scope of a super user (every practice).
 */
export async function timeListQuery(
  location: { dataDir: string; databaseUrl: string | undefined },
  runs = 50,
): Promise<QueryTimes> {
  const db = await openDatabase(
    location.databaseUrl ? { databaseUrl: location.databaseUrl } : { dataDir: location.dataDir },
  );
  try {
    const run = () => listPatientsQuery(db, systemClock, 'all', firstPageRequest);
    for (let warmUp = 0; warmUp < 5; warmUp += 1) await run();
    const times: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return { runs, p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await db.close();
  }
}
