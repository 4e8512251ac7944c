// One portal for the whole end-to-end run: build dist/ when it is stale, then start the real
// middleware on a free port with a fresh, freshly seeded PGlite database. Test files reach it
// with `inject('baseUrl')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPortalIfStale } from '../../scripts/portalBuild.mjs';
import { repoRoot, resultsDir } from './harness/paths';
import { startPortalServer } from './harness/portalServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the portal under test answers, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildPortalIfStale(repoRoot, { log: (line) => console.log(`[e2e] ${line}`) });

  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-e2e-'));
  const logFile = join(resultsDir, 'server.log');
  const server = await startPortalServer({ dataDir, logFile });
  console.log(`[e2e] portal at ${server.baseUrl} (data ${dataDir}, log ${logFile})`);
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
