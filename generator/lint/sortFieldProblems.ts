import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { requestFields, resolveFieldPath, type FieldScope } from './fieldPathResolver';
import type { LintProblem } from './LintProblem';
import { unknownNameMessage } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

/**
 * The text values a field of a scope may take (its `enum`), when it lists them.
 *
 * @example
 * enumAt(requestFields(document, 'listPatients'), 'order_by.field'); // ['patient_last_name', ...]
 */
export function enumAt(scope: FieldScope | undefined, fieldPath: string): string[] | undefined {
  const resolved = scope === undefined ? undefined : resolveFieldPath(scope, fieldPath);
  const values = resolved?.found === true ? resolved.schema?.enum : undefined;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : undefined;
}

/**
 * A sort field a list sends (`source.orderBy.field`, a sortable column) that its operation's
 * `order_by.field` does not list, at its line with the nearest one suggested; none when the
 * operation lists no sort fields or the name is one of them. Every list checks it: a screen's, a
 * panel's, a tab's and a dialog's.
 *
 * @example
 * sortFieldProblems(file, ['source', 'orderBy', 'field'], 'patient_lastname', document, 'listPatients');
 * // [{ ..., message: 'unknown sort field of `listPatients` (its `order_by.field`): `patient_lastname`; did you mean `patient_last_name`?' }]
 */
export function sortFieldProblems(file: SpecFile, at: PathSegment[], name: unknown, document: OpenApiDocument, operation: unknown): LintProblem[] {
  const sortFields = typeof operation === 'string' ? enumAt(requestFields(document, operation), 'order_by.field') : undefined;
  if (sortFields === undefined || typeof name !== 'string' || sortFields.includes(name)) return [];
  return [
    {
      file: file.path,
      ...positionOf(file, at),
      message: unknownNameMessage(`sort field of \`${String(operation)}\` (its \`order_by.field\`):`, name, sortFields),
    },
  ];
}
