// The 100000-patient data sets the benchmark measures: a PGlite folder cached under .bench/ (so a
// rerun skips the seed), and a scratch PostgreSQL database created for the run and dropped after.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../e2e/harness/paths';

export const benchPatients = 100_000;
const cacheDir = join(repoRoot, '.bench');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((entry) => filesUnder(join(path, entry)));
}

/**
 * A fingerprint of everything that shapes the seeded database (migrations, seed code, the specs
 * the server reads), so the cache is rebuilt when any of it changes and reused otherwise.
 */
function dataFingerprint(): string {
  const hash = createHash('sha256');
  const shaping = filesUnder(join(repoRoot, 'server'))
    .filter(
      (file) => /migrat|seed|schema|\.sql$/i.test(relative(repoRoot, file)) && !/\.test\.ts$/.test(file),
    )
    .concat(join(repoRoot, 'specs', 'access.yaml'))
    .sort();
  for (const file of shaping) {
    if (!existsSync(file)) continue;
    hash.update(relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.update(String(benchPatients)).digest('hex');
}

/** Runs `npm run seed -- --patients 100000` with the given environment; throws with its output on failure. */
function seed(env: Record<string, string>): void {
  const result = spawnSync('npm', ['run', '--silent', 'seed', '--', '--patients', String(benchPatients)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run seed -- --patients ${benchPatients} failed (exit ${result.status}):\n${result.stderr.slice(-2_000)}`,
    );
  }
}

/** A PGlite data folder holding the benchmark data, seeded on first use and cached under .bench/. */
export function pgliteBenchDir(log: (line: string) => void): string {
  const dataDir = join(cacheDir, `pglite-${benchPatients}`);
  const keyFile = `${dataDir}.key`;
  const key = dataFingerprint();
  if (existsSync(dataDir) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    log(`using the cached PGlite data in ${relative(repoRoot, dataDir)}`);
    return dataDir;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(keyFile, { force: true });
  mkdirSync(cacheDir, { recursive: true });
  log(`seeding ${benchPatients} patients into ${relative(repoRoot, dataDir)} (cached for later runs)`);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  seed(env);
  writeFileSync(keyFile, key);
  return dataDir;
}

/** True when a PostgreSQL server answers `pg_isready -h 127.0.0.1`. */
export function postgresAnswers(): boolean {
  const result = spawnSync('pg_isready', ['-h', '127.0.0.1', '-q']);
  return result.status === 0;
}

/**
 * Creates the scratch database `name` (`cadence_bench` unless given) next to the database of
 * `adminUrl`, seeds it, runs `use` with its URL and drops it afterwards whatever happens.
 */
export async function withScratchPostgres<T>(
  adminUrl: string,
  log: (line: string) => void,
  run: (databaseUrl: string) => Promise<T>,
  name = 'cadence_bench',
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const scratch = new URL(adminUrl);
  scratch.pathname = `/${name}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    log(`seeding ${benchPatients} patients into PostgreSQL database ${name}`);
    seed({ DATABASE_URL: scratch.toString() });
    return await run(scratch.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
