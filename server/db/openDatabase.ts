import { createPgDatabase } from './createPgDatabase';
import { createPgliteWorkerDatabase } from './createPgliteWorkerDatabase';
import type { Database } from './Database';
import type { DatabaseTimeouts } from './DatabaseTimeouts';

export interface DatabaseLocation {
  /** A PostgreSQL connection string; when set it wins over `dataDir`. */
  databaseUrl?: string;
  /** The PGlite data folder; undefined means in memory. */
  dataDir?: string;
  /** PostgreSQL only: how long to wait on the server (none when absent: seeding, tools). */
  timeouts?: DatabaseTimeouts;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite (on disk or in memory) in a worker
 * thread, so that the middleware keeps serving while the database works.
 *
 * @example
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data' });
 */
export function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) {
    return createPgDatabase({ connectionString: location.databaseUrl, applicationName: 'cadence', ...(location.timeouts ? { timeouts: location.timeouts } : {}) });
  }
  return createPgliteWorkerDatabase(location.dataDir);
}
