import type { OpenApiDocument } from '../load/mergeOpenApi';
import { operationParameterNames } from '../load/openApiLookup';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

/**
 * Problems for the names a spec gives an operation's call that are none of its parameters (path,
 * query or body fields): the keys of the map at `at` (`params: { id: id }`), or with `where:
 * 'value'` the one name written at `at` (a detail lookup's `param`). Nothing when the operation is
 * unknown (the name checks report it) or its body's shape is open.
 *
 * @example
 * parameterProblems(file, document, ['detail', 'visitLog', 'params'], ['patient_id'], 'startPatientViewingLog');
 * // [] when the operation takes `patient_id`
 */
export function parameterProblems(
  file: SpecFile,
  document: OpenApiDocument,
  at: readonly PathSegment[],
  names: Iterable<string>,
  operation: unknown,
  where: 'key' | 'value' = 'key',
): LintProblem[] {
  const known = typeof operation === 'string' ? operationParameterNames(document, operation) : undefined;
  if (known === undefined) return [];
  return [...names]
    .filter((name) => !known.has(name))
    .map((name) => ({
      file: file.path,
      ...positionOf(file, where === 'key' ? [...at, name] : at, where),
      message: unknownNameMessage(`parameter of \`${String(operation)}\` (path, query or body):`, name, known),
    }));
}
