// A middleware process as a deployment runs it (server/main.ts on PostgreSQL), started by the soak
// with its process metrics logged, so the soak can read memory and event-loop delay over time.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { ProcessMetrics } from '../../../server/metrics/startProcessMetricsLog';
import { repoRoot } from '../../e2e/harness/paths';
import { stopChildProcess } from '../../helpers/stopChildProcess';

/** A reading of a process's metrics log line, with when the soak heard it. */
export interface MetricsReading {
  at: number;
  metrics: ProcessMetrics;
}

export interface SoakServer {
  readonly name: string;
  readonly baseUrl: string;
  /** Every metrics line the process has logged so far. */
  readonly readings: readonly MetricsReading[];
  stop(): Promise<void>;
}

export interface SoakServerOptions {
  name: string;
  databaseUrl: string;
  /** Where uploaded files go (the process's DATA_DIR). */
  dataDir: string;
  /** The process's whole output goes here. */
  logFile: string;
  metricsEverySeconds: number;
  patientAppSecret: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}


/** The metrics of a pino line `{..., "metrics": {...}, "msg": "process metrics"}`, or undefined. */
function metricsOf(line: string): ProcessMetrics | undefined {
  if (!line.includes('"metrics"')) return undefined;
  try {
    const parsed = JSON.parse(line) as { metrics?: ProcessMetrics };
    return parsed.metrics;
  } catch {
    return undefined;
  }
}

/**
 * Starts `server/main.ts` in demo mode on `databaseUrl` (the demo's listing of tablets and keys,
 * production's answer handling: `ANSWER_CHECK=off`), with sign-in limits raised for the soak's
 * many users behind one address, and resolves once `/healthz` answers.
 *
 * @example
 * const server = await startSoakServer({ name: 'a', databaseUrl, dataDir, logFile, metricsEverySeconds: 60, patientAppSecret });
 */
export async function startSoakServer(options: SoakServerOptions): Promise<SoakServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CADENCE_DEMO: '1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PATIENT_APP_SECRET: options.patientAppSecret,
      ANSWER_CHECK: 'off',
      METRICS_LOG_EVERY_S: String(options.metricsEverySeconds),
      SIGN_IN_LIMITS: JSON.stringify({ operations: { login: { perIp: { max: 100_000 }, perUser: { max: 100_000 } } } }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(options.logFile);
  child.stderr.pipe(log);
  const readings: MetricsReading[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    log.write(`${line}\n`);
    const metrics = metricsOf(line);
    if (metrics) readings.push({ at: Date.now(), metrics });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`middleware ${options.name} ended before it answered (exit ${child.exitCode}); see ${options.logFile}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then((response) => response.ok).catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`middleware ${options.name} did not answer /healthz in 180 s; see ${options.logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name: options.name,
    baseUrl,
    readings,
    async stop() {
      await stopChildProcess(child, 10_000);
      log.end();
    },
  };
}
