import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { positionOf } from './nodePosition';

// The sections whose names share one namespace across all catalog files (catalog.ts merges them).
const sections = [
  'values',
  'messages',
  'lookups',
  'enums',
  'formats',
  'widgets',
  'machines',
  'screens',
] as const;

/**
 * A problem for every catalog name (a message key, a lookup, a constant, a registry name, ...) that
 * an earlier catalog file already declares: the generated catalog merges the files, so the second
 * would silently win.
 *
 * @example
 * catalogDuplicateProblems(tree.catalog);
 */
export function catalogDuplicateProblems(files: readonly SpecFile[]): LintProblem[] {
  const firstFile = new Map<string, SpecFile>();
  const problems: LintProblem[] = [];
  for (const file of files) {
    const catalog = (file.data ?? {}) as Record<string, unknown>;
    for (const section of sections) {
      const entries = catalog[section];
      if (typeof entries !== 'object' || entries === null) continue;
      for (const name of Object.keys(entries)) {
        const key = `${section}.${name}`;
        const first = firstFile.get(key);
        if (first === undefined) {
          firstFile.set(key, file);
          continue;
        }
        problems.push({
          file: file.path,
          ...positionOf(file, [section, name], 'key'),
          message: `duplicate ${section} name \`${name}\` (also in ${first.path})`,
        });
      }
    }
  }
  return problems;
}
