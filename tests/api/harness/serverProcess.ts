import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopChildProcess } from '../../helpers/stopChildProcess';

/** A middleware running in an OS process of its own (serverProcessEntry.ts). */
export interface ServerProcess {
  baseUrl: string;
  /** The process id, so that a test can tell the two processes apart. */
  pid: number;
  /** Ends the process (SIGTERM, then SIGKILL after 5 s) and resolves once it has exited. */
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./serverProcessEntry.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));


/**
 * Starts a middleware process on the PostgreSQL database at `databaseUrl`, hearing the bus on
 * `channel`, and resolves once it listens (it prints its port). Its error output is passed on;
 * a process that ends before listening rejects with what it printed.
 *
 * @example
 * const server = await startServerProcess({ databaseUrl: db.connectionString, channel: 'test_fanout_1a2b' });
 * afterAll(() => server.stop());
 */
export function startServerProcess(options: {
  databaseUrl: string;
  channel: string;
  patientAppSecret?: string;
  /** More environment for the process, e.g. DATABASE_STATEMENT_TIMEOUT_MS. */
  env?: Readonly<Record<string, string>>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      CADENCE_TEST_CHANNEL: options.channel,
      ...(options.patientAppSecret ? { PATIENT_APP_SECRET: options.patientAppSecret } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const stop = async () => {
    await stopChildProcess(child, 5000);
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      let port: unknown;
      try {
        port = (JSON.parse(line) as { listening?: unknown }).listening;
      } catch {
        return;
      }
      if (typeof port === 'number' && port > 0) resolve({ baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop });
    });
    child.once('exit', (code, signal) => reject(new Error(`the middleware process ended before listening (${signal ?? `exit ${code}`}):\n${errors}`)));
    child.once('error', reject);
  });
}
