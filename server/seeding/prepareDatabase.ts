import type { Clock } from '../clock/Clock';
import type { ServerConfig } from '../config/ServerConfig';
import { shouldSeedDemo } from '../config/shouldSeedDemo';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { isEmptyDatabase, seedDemo } from '../seed';
import { seedReferenceData } from './seedReferenceData';

export interface PreparedDatabase {
  /** Migrations this start applied. */
  applied: string[];
  /** Whether the demo (users with the shared demo password, patients) was seeded. */
  seededDemo: boolean;
  /** Whether the database has no user at all (outside demo mode: run `npm run create-admin`). */
  noUsers: boolean;
}

/**
 * What a start does to its database before serving: migrates it, writes the reference data every
 * deployment needs (roles and permissions of specs/access.yaml, lookup lists; idempotent), and
 * seeds the demo only in demo mode into an empty database — never outside demo mode, where the
 * demo users' shared password would let anyone in.
 *
 * @example
 * const { seededDemo } = await prepareDatabase(db, { config, clock: systemClock });
 */
export async function prepareDatabase(
  db: Database,
  options: { config: Pick<ServerConfig, 'demo'>; clock: Clock; patients?: number },
): Promise<PreparedDatabase> {
  const applied = await migrate(db);
  await db.transaction((tx) => seedReferenceData(tx));
  const empty = await isEmptyDatabase(db);
  if (!shouldSeedDemo(options.config, empty)) return { applied, seededDemo: false, noUsers: empty };
  await seedDemo(db, { clock: options.clock, ...(options.patients === undefined ? {} : { patients: options.patients }) });
  await db.exec('vacuum analyze');
  return { applied, seededDemo: true, noUsers: false };
}
