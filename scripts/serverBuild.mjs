// The middleware compiled for `npm start`: server/main.ts and the embedded database's worker
// bundled by esbuild into .build/server/ (dependencies stay in node_modules). Running the bundle
// with plain `node` leaves out the tsx loader, which otherwise keeps a TypeScript compiler and its
// module-hook thread resident in the process and again in the database worker (issue 27, memory).
// Each source file keeps its own `import.meta.url`, so files it reads beside itself (migrations,
// dev clients) are found where they are in the checkout.
import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync, readFileSync, renameSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

/** Where the bundle goes, relative to the repository root. */
export const serverBuildFolder = join('.build', 'server');

/** esbuild plugin: `import.meta.url` in each project file is the URL of that file, not of the bundle. */
function sourceUrls(root) {
  return {
    name: 'cadence-source-urls',
    setup(setup) {
      setup.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (relative(root, args.path).startsWith('node_modules')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Bundles the middleware and the database worker; resolves with the entry to run.
 *
 * @example
 * const entry = await buildServer(root); // <root>/.build/server/main.mjs
 */
export async function buildServer(root) {
  const outdir = join(root, serverBuildFolder);
  const worker = join(outdir, 'pgliteWorker.mjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', pgliteWorker: 'server/db/pgliteWorker.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    // The worker the database starts is the compiled one (createPgliteWorkerDatabase.ts).
    define: { 'process.env.CADENCE_PGLITE_WORKER': JSON.stringify(worker) },
    plugins: [sourceUrls(root)],
    write: false,
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) writeIfChanged(file.path, file.contents);
  return join(outdir, 'main.mjs');
}

/**
 * Writes `contents` to `path` unless it already holds them, through a rename, so a middleware
 * starting beside this build (another test process) never reads a half-written file.
 */
function writeIfChanged(path, contents) {
  if (existsSync(path) && Buffer.compare(readFileSync(path), contents) === 0) return;
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

/**
 * {@link buildServer} in a child process, which takes esbuild's compiler service with it when it
 * exits (in the caller's process it would stay resident beside the middleware it started).
 *
 * @example
 * const entry = await compileServer(root);
 * spawn(process.execPath, [entry]);
 */
export function compileServer(root) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [fileURLToPath(import.meta.url), root], (error, stdout, stderr) => {
      if (error) reject(new Error(`the middleware did not compile:\n${stderr || error.message}`));
      else resolve(stdout.trim());
    });
  });
}

// `node scripts/serverBuild.mjs ROOT`: compiles, prints the entry.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await buildServer(process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..'))}\n`);
}
