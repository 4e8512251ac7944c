import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const relativeImport = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The file a relative specifier names: as written, or with `.ts`/`.tsx`, or a folder's index. */
function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/**
 * A hash of what decides a cached artefact: every file of `folders` (e.g. the migrations) and
 * every module reachable from `entries` through relative imports. Anything outside (npm
 * packages) is named by `salt` (e.g. the PGlite version). Change one line and the hash changes.
 *
 * @example
 * const key = sourceFingerprint({ entries: ['server/seed.ts'], folders: ['server/db/migrations'] });
 */
export function sourceFingerprint(input: {
  entries?: readonly string[];
  folders?: readonly string[];
  salt?: string;
}): string {
  const hash = createHash('sha256').update(input.salt ?? '');
  for (const folder of input.folders ?? []) {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
    }
  }
  const seen = new Set<string>();
  const pending = (input.entries ?? []).map((entry) => resolve(entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(relativeImport)) {
      const target = resolveModule(file, match[1] ?? match[2]!);
      if (target) pending.push(target);
    }
  }
  for (const file of [...seen].sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
