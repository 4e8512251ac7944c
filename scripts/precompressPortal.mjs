// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every file of the built portal worth
// compressing, at the highest levels (done once per build, so the server spends nothing per
// request: @fastify/static's `preCompressed` picks the copy the client accepts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that compress well; images and fonts of the build are already compressed. */
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|map|wasm|webmanifest)$/;
/** Below this a copy would save less than a packet. */
const minimumBytes = 1024;

/** Every file under `dir`, recursively. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/**
 * Compresses every compressible file of `dir` of at least 1 KB into `<file>.br` and `<file>.gz`,
 * keeping a copy only when it is smaller than the file. Resolves with the totals.
 *
 * @example
 * await precompressPortal('dist'); // { files: 208, rawBytes: 5_400_000, brotliBytes: 1_300_000, gzipBytes: 1_500_000 }
 *
 * @param {string} dir
 * @returns {Promise<{ files: number, rawBytes: number, brotliBytes: number, gzipBytes: number }>}
 */
export async function precompressPortal(dir) {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  const totals = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // libuv's thread pool runs four compressions at a time; queueing them all at once is fine.
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minimumBytes) return;
      const raw = await readFile(file);
      const [brotli, gzipped] = await Promise.all([
        brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      totals.files += 1;
      totals.rawBytes += raw.length;
      if (brotli.length < raw.length) {
        await writeFile(`${file}.br`, brotli);
        totals.brotliBytes += brotli.length;
      }
      if (gzipped.length < raw.length) {
        await writeFile(`${file}.gz`, gzipped);
        totals.gzipBytes += gzipped.length;
      }
    }),
  );
  return totals;
}
