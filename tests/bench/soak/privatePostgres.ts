// A PostgreSQL cluster of the soak's own (initdb in a scratch folder, its own port), so that the
// soak can restart the server and refuse connections without touching the machine's database or
// anyone else's tests.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A running private cluster. */
export interface PrivatePostgres {
  /** The soak database's connection string. */
  readonly url: string;
  /** Restarts the server (`pg_ctl restart -m fast`: every connection ends, committed data stays); resolves once it accepts connections. */
  restart(): Promise<void>;
  /** Refuses new connections to the soak database and ends its open ones, for `ms`; resolves when it allows them again. */
  refuseConnections(ms: number): Promise<void>;
  /** Stops the cluster and removes its folder. */
  stop(): void;
}

const database = 'cadence_soak';

/** The folder of PostgreSQL's server programs (Debian keeps them off the PATH). */
function serverBinaries(): string {
  const fromPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromPath.status === 0 && existsSync(join(fromPath.stdout.trim(), 'initdb'))) return fromPath.stdout.trim();
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(debian, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
  if (!found) throw new Error('PostgreSQL server programs (initdb, pg_ctl) were not found: install postgresql');
  return found;
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

/**
 * Starts a private cluster (as the `postgres` user when run as root: PostgreSQL refuses root) with
 * the server's usual durability (fsync on), creates the soak database and resolves with it.
 *
 * @example
 * const cluster = await startPrivatePostgres(); cluster.restart(); cluster.stop();
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'cadence-soak-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, program), args, { stdio: 'pipe' });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB`;
  const pgCtlArgs = (args: string[]) => ['-D', dataDir, '-w', '-t', '60', '-o', options, '-l', join(dir, 'server.log'), ...args];
  const pgCtl = (args: string[]) => run('pg_ctl', pgCtlArgs(args));
  // The restart runs while the soak's clients keep going: asynchronously, so their timers stay on time.
  const pgCtlAsync = async (args: string[]) => {
    const program = join(bin, 'pg_ctl');
    if (asRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', program, ...pgCtlArgs(args)]);
    else await promisify(execFile)(program, pgCtlArgs(args));
  };
  pgCtl(['start']);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`create database ${database}`));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: () => pgCtlAsync(['restart', '-m', 'fast']),
    async refuseConnections(ms) {
      await admin(async (client) => {
        await client.query(`alter database ${database} with allow_connections false`);
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
      });
      await new Promise((resolve) => setTimeout(resolve, ms));
      await admin((client) => client.query(`alter database ${database} with allow_connections true`));
    },
    stop() {
      try {
        pgCtl(['stop', '-m', 'immediate']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
