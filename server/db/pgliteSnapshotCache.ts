import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './Database';
import { wrapPglite } from './createPgliteDatabase';

/** Where prepared PGlite data directories are kept between runs (ignored by git, wiped by `npm ci`). */
export const snapshotCacheDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  '.cache',
  'cadence-db-snapshots',
);

/**
 * The data directory (an uncompressed tarball, PGlite's `loadDataDir` format) of a database
 * prepared by `prepare`, built once and then read from the cache. `name` says what it holds
 * (`demo-240`) and `fingerprint` what decided its content (migrations, seed code): a new
 * fingerprint builds a new snapshot and removes the older ones of that name. Parallel test
 * workers wait for the one that builds it (a lock file beside it); the builder writes a file of
 * its own and renames it into place, so a reader never sees half a file.
 *
 * @example
 * const tarball = await pgliteSnapshot('migrated', key, (db) => migrate(db));
 * const pg = await PGlite.create({ loadDataDir: new Blob([tarball]) });
 */
export async function pgliteSnapshot(
  name: string,
  fingerprint: string,
  prepare: (db: Database) => Promise<unknown>,
): Promise<Uint8Array<ArrayBuffer>> {
  const file = join(snapshotCacheDir, `${name}.${fingerprint}.tar`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  mkdirSync(snapshotCacheDir, { recursive: true });
  // One builder at a time: the others wait for its file (a lock older than buildLimitMs was left
  // by a builder that died, and is taken over).
  const lock = `${file}.lock`;
  const waitUntil = Date.now() + buildLimitMs;
  let locked = tryLock(lock);
  while (!locked && Date.now() < waitUntil) {
    if (existsSync(file)) return new Uint8Array(readFileSync(file));
    await new Promise((resolve) => setTimeout(resolve, 250));
    locked = tryLock(lock);
  }
  try {
    if (existsSync(file)) return new Uint8Array(readFileSync(file));
    return await buildSnapshot(name, file, prepare);
  } finally {
    if (locked) rmSync(lock, { force: true });
  }
}

/** How long a snapshot build may take before waiting workers stop trusting its lock. */
const buildLimitMs = 180_000;

function tryLock(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      // A lock older than the build limit was left by a process that died mid-build.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > buildLimitMs) rmSync(lock, { force: true });
      return false;
    }
    throw error;
  }
}

async function buildSnapshot(
  name: string,
  file: string,
  prepare: (db: Database) => Promise<unknown>,
): Promise<Uint8Array<ArrayBuffer>> {
  const pglite = await PGlite.create();
  let tarball: Uint8Array<ArrayBuffer>;
  try {
    await prepare(wrapPglite(pglite));
    // A checkpoint first, so the dump holds finished data files rather than WAL to replay.
    await pglite.exec('checkpoint');
    tarball = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pglite.close();
  }
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  for (const stale of readdirSync(snapshotCacheDir)) {
    if (stale.startsWith(`${name}.`) && stale.endsWith('.tar') && join(snapshotCacheDir, stale) !== file) {
      rmSync(join(snapshotCacheDir, stale), { force: true });
    }
  }
  return tarball;
}
