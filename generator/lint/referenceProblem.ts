import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

/**
 * A problem at `path` when `name` is not among the `known` names of its kind, suggesting the
 * nearest known name; nothing when the name is known (or is not text, which the schema reports).
 *
 * @example
 * referenceProblem(file, ['source', 'operation'], 'operation', 'listPatient', names.operations);
 * // { ..., message: 'unknown operation `listPatient`; did you mean `listPatients`?' }
 */
export function referenceProblem(
  file: SpecFile,
  path: readonly PathSegment[],
  kind: string,
  name: unknown,
  known: ReadonlySet<string>,
  at: 'key' | 'value' = 'value',
): LintProblem[] {
  if (typeof name !== 'string' || known.has(name)) return [];
  return [{ file: file.path, ...positionOf(file, path, at), message: unknownNameMessage(kind, name, known) }];
}
