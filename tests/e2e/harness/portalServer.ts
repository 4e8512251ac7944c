// Starts the real middleware (server/main.ts) as a child process on a free port with its own
// data folder, and stops it again. The end-to-end suite and the benchmark both run the portal
// this way, so they exercise exactly what `npm start` runs.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { waitForHttp } from '../../../scripts/waitForHttp.mjs';
import { compileServer } from '../../../scripts/serverBuild.mjs';
import { repoRoot } from './paths';
import { stopChildProcess } from '../../helpers/stopChildProcess';

export interface PortalServer {
  /** e.g. `http://127.0.0.1:41234` */
  readonly baseUrl: string;
  readonly dataDir: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
}

export interface PortalServerOptions {
  /** The PGlite data folder (DATA_DIR); a fresh folder gets migrated and seeded on start. */
  dataDir: string;
  /** Extra environment, e.g. DATABASE_URL to run on a PostgreSQL server instead. */
  env?: Record<string, string>;
  /** Where the server's stdout and stderr go. */
  logFile: string;
  /** How long migrations and the seed may take before the server must answer. */
  startTimeoutMs?: number;
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}


let compiling: Promise<string> | undefined;
/** The middleware compiled as `npm start` runs it (scripts/serverBuild.mjs), once per process. */
function compiledServer(): Promise<string> {
  compiling ??= compileServer(repoRoot);
  return compiling;
}

/**
 * Spawns the compiled server/main.ts (as `npm start` does) in demo mode with PORT and DATA_DIR set and resolves once it
 * answers HTTP. Rejects with the tail of the server's log when it exits or never answers.
 *
 * @example
 * const server = await startPortalServer({ dataDir: tmp, logFile: 'test-results/server.log' });
 * await fetch(`${server.baseUrl}/api/login`, ...);
 * await server.stop();
 */
export async function startPortalServer(options: PortalServerOptions): Promise<PortalServer> {
  const entry = join(repoRoot, 'server', 'main.ts');
  if (!existsSync(entry)) {
    throw new Error(
      'server/main.ts is missing: the middleware is not in place yet, so the portal cannot be started.',
    );
  }
  const port = await freePort();
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  let tail = '';
  // Demo mode, as `npm start` runs it: the suite reads e-mail at /dev/mailbox and signs on at
  // /dev/sso. A caller may turn it off with `env: { CADENCE_DEMO: '' }`. Every answer is checked
  // against the OpenAPI description (a mismatch is a 500); the bench turns that off.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: options.dataDir, CADENCE_DEMO: '1', ANSWER_CHECK: 'fail' };
  // The suite runs on the embedded database unless the caller points it elsewhere explicitly.
  delete env.DATABASE_URL;
  if (env.NODE_ENV === 'production') delete env.NODE_ENV;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, [await compiledServer()], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer): void => {
    log.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopChildProcess(child, 10_000);
    log.end();
  };

  try {
    await waitForHttp(baseUrl, {
      // Seeding on a loaded 2-core machine can take minutes; a dead server still fails at once (isAlive).
      timeoutMs: options.startTimeoutMs ?? 420_000,
      isAlive: () => child.exitCode === null && child.signalCode === null,
    });
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `server/main.ts did not start: ${reason}\n--- server log (${options.logFile}) ---\n${tail}`,
    );
  }
  return { baseUrl, dataDir: options.dataDir, stop };
}
