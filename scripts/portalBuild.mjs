// Decides whether the built portal (dist/) is out of date with its sources, and rebuilds it with
// Vite when it is. Shared by `npm start`, the end-to-end harness and the benchmark so that all
// three agree on what "stale" means. Every production build (this one, `npm run build`, `npx vite
// build`) records a fingerprint of the sources' contents in dist/ (portalBuildPlugin.mjs), so a
// regeneration that rewrites identical files, or a fresh clone's new modification times, never
// forces a rebuild, while any real change does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runCommand } from './runCommand.mjs';

/** Files and folders whose change must rebuild the portal (relative to the repository root). */
export const portalSources = [
  'runtime',
  'screens',
  'src',
  'specs',
  'machines',
  'generator',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

const fingerprintFile = '.source-fingerprint';
// Part of the fingerprint, so a dist/ built before builds were forced to production is rebuilt.
const buildKind = 'production';
const ignoredNames = new Set(['node_modules', '.git', 'dist']);
// Unit tests sit beside the code but never end up in the bundle.
const testFile = /\.test\.(ts|tsx)$/;

/** Every source file under `path`, sorted. */
function sourceFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return testFile.test(path) ? [] : [path];
  return readdirSync(path)
    .filter((entry) => !ignoredNames.has(entry))
    .sort()
    .flatMap((entry) => sourceFiles(join(path, entry)));
}

/**
 * A fingerprint of the portal's sources: their paths and contents.
 *
 * @param {string} root the repository root
 * @returns {string}
 */
export function portalSourceFingerprint(root) {
  const hash = createHash('sha256').update(buildKind).update('\0');
  for (const source of portalSources) {
    for (const file of sourceFiles(join(root, source))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Records `fingerprint` as that of the sources dist/ was built from.
 *
 * @param {string} outDir the build's output folder (dist/)
 * @param {string} fingerprint what portalSourceFingerprint() answered when the build started
 */
export function recordPortalFingerprint(outDir, fingerprint) {
  writeFileSync(join(outDir, fingerprintFile), fingerprint);
}

/**
 * Why dist/ must be rebuilt, or null when it is up to date.
 * Example: `portalStaleReason('/work/main')` → 'dist/ is missing'.
 *
 * @param {string} root the repository root
 * @returns {string | null}
 */
export function portalStaleReason(root) {
  if (!existsSync(join(root, 'dist', 'index.html'))) return 'dist/ is missing';
  const recorded = join(root, 'dist', fingerprintFile);
  if (!existsSync(recorded)) return 'dist/ was not built by this script';
  if (readFileSync(recorded, 'utf8') !== portalSourceFingerprint(root))
    return 'the sources changed since the last build';
  return null;
}

/**
 * Runs `vite build` when dist/ is missing or stale (the build records the sources' fingerprint);
 * throws when the build fails.
 *
 * @param {string} root the repository root
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<void>}
 */
export async function buildPortalIfStale(root, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const reason = portalStaleReason(root);
  if (reason === null) {
    log('portal: dist/ is up to date');
    return;
  }
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      'portal: cannot build, index.html is missing at the repository root (the runtime is not in place yet)',
    );
  }
  log(`portal: building with Vite (${reason})`);
  const code = await runCommand(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    // Always the production build: run from vitest (NODE_ENV=test), Vite would otherwise bundle
    // React's development build, bigger and slower than what users get. The config loader's
    // warning about a future loader is noise here, as in `npm run dev` (server/dev.ts).
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (code !== 0) throw new Error(`portal: vite build failed with exit code ${code}`);
}
