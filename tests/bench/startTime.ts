// How long `npm start` takes until the portal answers: the first start of a checkout (generate,
// build, a fresh database to migrate and seed) and the warm start after it (nothing changed).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { waitForHttp } from '../../scripts/waitForHttp.mjs';
import { freePort } from '../e2e/harness/portalServer';
import { repoRoot } from '../e2e/harness/paths';

export interface StartTimes {
  firstMs: number;
  warmMs: number;
}

/**
 * Runs what `npm start` runs (scripts/start.mjs, without npm's own few hundred ms in front) on
 * `dataDir` until `/` answers, then stops it; resolves with the time it took.
 */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: '' },
    stdio: 'ignore',
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}`, { timeoutMs: 900_000, isAlive: () => running });
    return performance.now() - started;
  } finally {
    // scripts/start.mjs passes the signal on to the middleware and exits with it.
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Forgets the generation stamp (.data/generated.fingerprint) and dist/'s fingerprint, so the next
 * `npm start` regenerates and rebuilds as in a fresh clone, times it on a fresh data folder, then
 * times a second, warm start on the same folder.
 */
export async function measureStartTimes(log: (line: string) => void): Promise<StartTimes> {
  rmSync(join(repoRoot, '.data', 'generated.fingerprint'), { force: true });
  rmSync(join(repoRoot, 'dist', '.source-fingerprint'), { force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-start-'));
  try {
    log('first start: generate, build, migrate and seed a fresh database');
    const firstMs = await timeStart(dataDir);
    log('warm start: nothing changed');
    const warmMs = await timeStart(dataDir);
    return { firstMs, warmMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
