import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The shared buffers of a PGlite kept on disk (see durableStartParams). */
export const pgliteSharedBuffers = '16MB';

/**
 * Postgres settings of a durable PGlite. PGlite starts postgres with `-F` (fsync off) by default;
 * here fsync and synchronous_commit are on, and the WAL is flushed with fsync(), the one sync call
 * PGlite's Node file system can carry (its fdatasync() does nothing).
 */
export const durableStartParams: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'full_page_writes=on',
  // PostgreSQL's default 128 MB of shared buffers sit inside PGlite's WebAssembly memory, and
  // every page read once stays there: the middleware's resident size grew by as much. 16 MB hold
  // the demo's busy tables (its whole database is about 25 MB; 32 MB kept about 30 MiB more
  // resident at idle); pages beyond them come from the OS file cache.
  '-c',
  `shared_buffers=${pgliteSharedBuffers}`,
];

/** The part of Emscripten's NODEFS this file touches: the file operations of an open file. */
interface NodeFsModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } };
}

/**
 * PGlite's Node file system with a working fsync: Emscripten's NODEFS has none, so postgres's
 * fsync() of a WAL segment or of a data file at a checkpoint returned at once and the write sat in
 * the OS cache. Here it reaches the disk (`fs.fsyncSync`) before the commit is confirmed.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync = (mod: unknown): void => {
      (mod as NodeFsModule).NODEFS.stream_ops.fsync = (stream) => {
        // Directories and devices have no Node descriptor; there is nothing of theirs to flush.
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * The options of a PGlite kept in `dataDir` that does not lose a confirmed write on a power cut or
 * a kernel crash: fsync on, synchronous commit, and an fsync that reaches the disk. Each commit
 * waits for one fsync of the WAL, so writes are slower than PGlite's default (which risks the
 * last commits and, on a crash during a checkpoint, the whole data folder).
 *
 * @example
 * const pglite = await PGlite.create(durablePgliteOptions('.data'));
 */
export function durablePgliteOptions(dataDir: string): PGliteOptions {
  return { dataDir, fs: new DurableNodeFS(dataDir), startParams: [...durableStartParams] };
}
