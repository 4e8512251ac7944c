import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { GeneratedFile } from './emit/GeneratedFile';

/** The folder the generator owns, relative to the root. */
export const generatedFolder = 'src/generated';

/**
 * Writes the generated files under `root`, touching only those whose content changed (so Vite's
 * hot update reloads only the modules that really changed), and removes files of
 * `src/generated` that the specs no longer produce. Returns the paths written or removed.
 *
 * @example
 * writeGeneratedFiles(root, result.files); // ['src/generated/screens.ts']
 */
export function writeGeneratedFiles(root: string, files: readonly GeneratedFile[]): string[] {
  const changed = writeSomeGeneratedFiles(root, files);
  for (const stale of staleFiles(root, files)) {
    rmSync(join(root, stale));
    changed.push(stale);
  }
  return changed;
}

/**
 * Writes these generated files under `root` when their content changed, and leaves every other
 * file as it is (`npm run dev` writes a saved screen's module alone). Returns the paths written.
 *
 * @example
 * writeSomeGeneratedFiles(root, [screenModule]); // ['src/generated/screens/patients.ts']
 */
export function writeSomeGeneratedFiles(root: string, files: readonly GeneratedFile[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const target = join(root, file.path);
    if (existsSync(target) && readFileSync(target, 'utf8') === file.content) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    changed.push(file.path);
  }
  return changed;
}

/**
 * What `generate --check` reports: each generated file that is missing or differs on disk, and
 * each file of `src/generated` the specs no longer produce.
 *
 * @example
 * driftedGeneratedFiles(root, result.files); // [{ path: 'src/generated/access.ts', reason: 'differs' }]
 */
export function driftedGeneratedFiles(
  root: string,
  files: readonly GeneratedFile[],
): { path: string; reason: 'missing' | 'differs' | 'stale' }[] {
  const drifted: { path: string; reason: 'missing' | 'differs' | 'stale' }[] = [];
  for (const file of files) {
    const target = join(root, file.path);
    if (!existsSync(target)) drifted.push({ path: file.path, reason: 'missing' });
    else if (readFileSync(target, 'utf8') !== file.content)
      drifted.push({ path: file.path, reason: 'differs' });
  }
  for (const stale of staleFiles(root, files)) drifted.push({ path: stale, reason: 'stale' });
  return drifted;
}

function staleFiles(root: string, files: readonly GeneratedFile[]): string[] {
  const expected = new Set(files.map((file) => file.path));
  return filesUnder(join(root, generatedFolder))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((path) => !expected.has(path))
    .sort();
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}
