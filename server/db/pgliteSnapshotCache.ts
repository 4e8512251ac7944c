import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
 * workers may build the same snapshot at once; each writes a file of its own and renames it into
 * place, so a reader never sees half a file.
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
  mkdirSync(snapshotCacheDir, { recursive: true });
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
