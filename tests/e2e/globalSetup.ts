// The portals of an end-to-end run: build dist/ when it is stale while one PGlite database is
// migrated and seeded, then start one real middleware per vitest worker (E2E_WORKERS, 3 by
// default), each on its own copy of that database. A test file reaches its worker's portal with
// `portalUrl()`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPortalIfStale } from '../../scripts/portalBuild.mjs';
import { e2eWorkers } from './harness/e2eWorkers';
import { repoRoot, resultsDir } from './harness/paths';
import { startPortalFleet } from './harness/portalFleet';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each worker's portal answers, e.g. `['http://127.0.0.1:41234', ...]`. */
    portalUrls: string[];
    /** A folder of this run where signed-in browser states are kept between test files. */
    signedInDir: string;
    /** A folder of this run where each route address checked with axe is claimed (harness/everyRoute.ts). */
    axeCheckedDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const workDir = mkdtempSync(join(tmpdir(), 'cadence-e2e-'));
  const signedInDir = join(workDir, 'signed-in');
  mkdirSync(signedInDir);
  const axeCheckedDir = join(workDir, 'axe-checked');
  mkdirSync(axeCheckedDir);
  const fleet = await startPortalFleet({
    count: e2eWorkers(),
    workDir,
    logDir: resultsDir,
    log,
    alongsideSeed: buildPortalIfStale(repoRoot, { log }),
  });
  // scripts/test.mjs starts the typecheck and lint beside the tests once it reads this line.
  log(`portals at ${fleet.baseUrls.join(', ')} (data under ${workDir}, logs in ${resultsDir})`);
  project.provide('portalUrls', [...fleet.baseUrls]);
  project.provide('signedInDir', signedInDir);
  project.provide('axeCheckedDir', axeCheckedDir);

  return async () => {
    await fleet.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
