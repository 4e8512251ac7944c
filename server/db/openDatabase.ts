import { createPgDatabase } from './createPgDatabase';
import { createPgliteDatabase } from './createPgliteDatabase';
import type { Database } from './Database';

export interface DatabaseLocation {
  /** A PostgreSQL connection string; when set it wins over `dataDir`. */
  databaseUrl?: string;
  /** The PGlite data folder; undefined means in memory. */
  dataDir?: string;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite (on disk or in memory).
 *
 * @example
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data' });
 */
export function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) return createPgDatabase({ connectionString: location.databaseUrl });
  return createPgliteDatabase(location.dataDir);
}
