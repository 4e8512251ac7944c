import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';

/** Keywords whose value may rightly be null: a schema's default, example or constant. */
const mayBeNull = new Set(['default', 'example', 'const']);

/**
 * Keys without a value in an OpenAPI file or a form's schema. In a YAML flow mapping an
 * unquoted comma ends the entry, so `{ type: integer, description: 1 ortho, 2 cardiac }` reads
 * as a description `1 ortho` and a stray key `2 cardiac` with no value, which a schema validator
 * ignores and the reference would show as a keyword. The fix is to quote the text.
 *
 * @example
 * emptyKeyProblems(file); // [{ ..., message: '`2 cardiac` has no value: ... quote the text before it' }]
 */
export function emptyKeyProblems(file: SpecFile, under: readonly PathSegment[] = []): LintProblem[] {
  const problems: LintProblem[] = [];
  const visit = (node: unknown, path: PathSegment[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (value === null && !mayBeNull.has(key)) {
        problems.push({
          file: file.path,
          ...positionOf(file, [...path, key]),
          message: `\`${key}\` has no value: an unquoted comma in a flow mapping ends the text before it and starts a key; quote the text before it`,
        });
      }
      visit(value, [...path, key]);
    }
  };
  let start: unknown = file.data;
  for (const segment of under) start = typeof start === 'object' && start !== null ? (start as Record<PathSegment, unknown>)[segment] : undefined;
  visit(start, [...under]);
  return problems;
}
