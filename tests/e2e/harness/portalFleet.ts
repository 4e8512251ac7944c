// Several portals for one end-to-end run, one per vitest worker, each on a database of its own.
// Migrating and seeding is the slow part of a start, so it happens once: a first server seeds a
// template data folder and stops, and every portal then starts on a copy of that folder (a PGlite
// data folder is a plain folder, uploads included).
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startPortalServer, type PortalServer } from './portalServer';

export interface PortalFleet {
  /** Where each portal answers, in worker order (the portal of pool id N is `baseUrls[N - 1]`). */
  readonly baseUrls: readonly string[];
  /** Stops every portal and waits for them to exit. */
  stop(): Promise<void>;
}

export interface PortalFleetOptions {
  /** How many portals to start. */
  count: number;
  /** A folder that holds the template and each portal's data folder. */
  workDir: string;
  /** Where the servers' logs go: `seed.log`, `server-1.log`, ... */
  logDir: string;
  log?: (line: string) => void;
  /**
   * Work the portals need before they start (building dist/), done while the template database
   * is seeded: the seed keeps about one core busy, so the two share the machine's two.
   */
  alongsideSeed?: Promise<unknown>;
}

/**
 * Seeds one template database, then starts `count` portals on copies of it, in parallel.
 *
 * @example
 * const fleet = await startPortalFleet({ count: 2, workDir: tmp, logDir: 'test-results/e2e' });
 * fleet.baseUrls; // ['http://127.0.0.1:41234', 'http://127.0.0.1:41240']
 * await fleet.stop();
 */
export async function startPortalFleet(options: PortalFleetOptions): Promise<PortalFleet> {
  const log = options.log ?? (() => undefined);
  const template = join(options.workDir, 'template');
  mkdirSync(template, { recursive: true });
  const seedStarted = performance.now();
  // Started and stopped again: the start migrates and seeds, the stop closes the database cleanly.
  const seeding = startPortalServer({ dataDir: template, logFile: join(options.logDir, 'seed.log') }).then(
    async (seeder) => {
      await seeder.stop();
      log(`seeded the template database in ${seconds(seedStarted)}`);
    },
  );
  // Both settle before either failure is thrown, so no seeding server outlives a failed build.
  const [seeded, alongside] = await Promise.allSettled([seeding, options.alongsideSeed]);
  if (seeded.status === 'rejected') throw seeded.reason;
  if (alongside.status === 'rejected') throw alongside.reason;

  const startedAt = performance.now();
  const started = await Promise.allSettled(
    Array.from({ length: options.count }, (_, index) => {
      const dataDir = join(options.workDir, `portal-${index + 1}`);
      cpSync(template, dataDir, { recursive: true });
      return startPortalServer({ dataDir, logFile: join(options.logDir, `server-${index + 1}.log`) });
    }),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async (): Promise<void> => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  log(`started ${servers.length} portal(s) on copies of it in ${seconds(startedAt)}`);
  return { baseUrls: servers.map((server: PortalServer) => server.baseUrl), stop };
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
