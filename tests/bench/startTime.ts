// How long `npm start` takes until the portal answers: the first start of a checkout (generate,
// build, a fresh database to migrate and seed) and the warm start after it (nothing changed).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { waitForHttp } from '../../scripts/waitForHttp.mjs';
import { freePort } from '../e2e/harness/portalServer';
import { repoRoot } from '../e2e/harness/paths';
import { apiToken, firstPageRequest, patientSearchRequest } from './patientListLoad';

export interface StartTimes {
  firstMs: number;
  warmMs: number;
  /** The middleware's resident memory (MiB), idle 10 s after each start and after the list load. */
  rss: {
    idleAfterFirstStart: number;
    idleAfterWarmStart: number;
    afterListLoad: number;
  };
}

/** What a probe of a started server gets: its port and the middleware's process id. */
type StartProbe = (port: number, serverPid: number) => Promise<void>;

/** The resident memory of a process in MiB (Linux: /proc/PID/status). */
export function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  const kb = Number(line?.replace(/[^0-9]/g, ''));
  if (!Number.isFinite(kb) || kb === 0) throw new Error(`no resident size for process ${pid}`);
  return kb / 1024;
}

/** The middleware scripts/start.mjs started (its one child process). */
function serverPidOf(startPid: number): number {
  const children = execFileSync('pgrep', ['-P', String(startPid)], { encoding: 'utf8' }).trim().split('\n');
  const pid = Number(children[0]);
  if (!Number.isInteger(pid)) throw new Error(`scripts/start.mjs (${startPid}) has no middleware process`);
  return pid;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The resident size once the process has settled at idle: read every 2 s until it has not moved
 * by more than 1 MiB for 10 s (V8 returns the boot's freed pages over the first half minute or so),
 * or after 90 s.
 */
async function settledResidentMiB(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let waited = 0; waited < 90_000; waited += 2_000) {
    await pause(2_000);
    readings.push(residentMiB(pid));
    const recent = readings.slice(-6);
    if (recent.length === 6 && Math.max(...recent) - Math.min(...recent) <= 1) break;
  }
  return readings.at(-1) ?? residentMiB(pid);
}

/**
 * A clinician's browsing of the patient list, through the API: sign in, then 200 list calls (five
 * pages, each status, a search by last name), 4 at a time.
 */
async function listLoad(baseUrl: string): Promise<void> {
  const token = await apiToken(baseUrl, 'csmanager');
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let round = 0; round < 50; round += 1) {
    await Promise.all([
      call('/api/patient/list', { ...firstPageRequest, page: (round % 5) + 1 }),
      call('/api/patient/list', { ...firstPageRequest, search: { patient_status: (round % 3) + 1 } }),
      call('/api/patient/list', { ...firstPageRequest, order_by: { field: 'patient_first_name', direction: 'desc' } }),
      call('/api/search', patientSearchRequest),
    ]);
  }
}

/**
 * Runs what `npm start` runs (scripts/start.mjs, without npm's own few hundred ms in front) on
 * `dataDir` until `/` answers, then stops it; resolves with the time it took.
 */
async function timeStart(dataDir: string, probe?: StartProbe): Promise<number> {
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
    const elapsed = performance.now() - started;
    if (probe && child.pid !== undefined) await probe(port, serverPidOf(child.pid));
    return elapsed;
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
    const rss = { idleAfterFirstStart: 0, idleAfterWarmStart: 0, afterListLoad: 0 };
    log('first start: generate, build, migrate and seed a fresh database');
    const firstMs = await timeStart(dataDir, async (_port, pid) => {
      rss.idleAfterFirstStart = await settledResidentMiB(pid);
    });
    log('warm start: nothing changed');
    const warmMs = await timeStart(dataDir, async (port, pid) => {
      rss.idleAfterWarmStart = await settledResidentMiB(pid);
      await listLoad(`http://127.0.0.1:${port}`);
      rss.afterListLoad = residentMiB(pid);
    });
    return { firstMs, warmMs, rss };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
