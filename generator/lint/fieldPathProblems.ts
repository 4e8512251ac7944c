import type { SpecFile } from '../load/SpecFile';
import { openExtension, resolveFieldPath, type FieldScope } from './fieldPathResolver';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf, positionWithin, type PathSegment } from './nodePosition';

/** The `{field}` placeholders of a template, as the runtime fills them (runtime/core/fillTemplate.ts). */
const placeholders = /\{([\w.]+)\}/g;

/**
 * A problem at `at` when the dotted `fieldPath` names no field of `scope` (with the nearest
 * field as a suggestion), or runs through an object whose schema declares no fields; nothing when
 * it resolves, when the scope is unknown (an unknown operation is reported by the name checks) or
 * when the value is no text (the schema reports that).
 *
 * @example
 * fieldPathProblems(file, ['columns', 2, 'field'], 'device_type.nmae', answerRecords(document, 'listDevices'));
 * // [{ ..., message: '`device_type.nmae` is no field of the records of `listDevices`; did you mean `device_type.name`?' }]
 */
export function fieldPathProblems(
  file: SpecFile,
  at: readonly PathSegment[],
  fieldPath: unknown,
  scope: FieldScope | undefined,
  where: 'key' | 'value' = 'value',
): LintProblem[] {
  if (scope === undefined || typeof fieldPath !== 'string') return [];
  const message = fieldPathMessage(scope, fieldPath);
  return message === undefined ? [] : [{ file: file.path, ...positionOf(file, at, where), message }];
}

/**
 * The problems of a condition's record fields (`field`, each of `fields`, and those of each
 * condition of `all`) against `scope`.
 *
 * @example
 * conditionProblems(file, ['detail', 'panels', 3, 'when'], { field: 'current_survey_id', in: [1] }, record);
 */
export function conditionProblems(file: SpecFile, at: readonly PathSegment[], condition: unknown, scope: FieldScope | undefined): LintProblem[] {
  const spec = typeof condition === 'object' && condition !== null ? (condition as Record<string, unknown>) : {};
  return [
    ...fieldPathProblems(file, [...at, 'field'], spec.field, scope),
    ...(Array.isArray(spec.fields) ? spec.fields : []).flatMap((name: unknown, index) => fieldPathProblems(file, [...at, 'fields', index], name, scope)),
    ...(Array.isArray(spec.all) ? spec.all : []).flatMap((part: unknown, index) => conditionProblems(file, [...at, 'all', index], part, scope)),
  ];
}

/**
 * The problems of each `{field}` of a template (a title, heading, subtitle or `to` route) at the
 * placeholder's own column, as `fieldPathProblems` finds them.
 *
 * @example
 * templateFieldProblems(file, ['detail', 'heading'], '{first_name} {last_nme}', records);
 * // [{ line: 12, column: 25, message: '`last_nme` is no field of the records of `getPatientDetail`; did you mean `last_name`?' }]
 */
export function templateFieldProblems(file: SpecFile, at: readonly PathSegment[], template: unknown, scope: FieldScope | undefined): LintProblem[] {
  if (scope === undefined || typeof template !== 'string') return [];
  return [...template.matchAll(placeholders)].flatMap(([placeholder, fieldPath = '']) => {
    const message = fieldPathMessage(scope, fieldPath);
    return message === undefined ? [] : [{ file: file.path, ...positionWithin(file, at, placeholder), message }];
  });
}

/** The field paths of a template's placeholders. */
export function templateFields(template: unknown): string[] {
  return typeof template === 'string' ? [...template.matchAll(placeholders)].map((match) => match[1] ?? '') : [];
}

function fieldPathMessage(scope: FieldScope, fieldPath: string): string | undefined {
  const resolved = resolveFieldPath(scope, fieldPath);
  if (resolved.found) return undefined;
  // Each name or index of the path as written, so that messages quote it as the spec has it.
  const segments = [...fieldPath.matchAll(/[^.[\]]+/g)];
  const start = segments[resolved.at]?.index ?? fieldPath.length;
  const before = fieldPath.slice(0, start).replace(/[.[]$/, '');
  if (resolved.reason === 'open') {
    const where = before === '' ? `the schema of ${scope.owner}` : `\`${before}\` in ${scope.owner}`;
    return `cannot check \`${fieldPath}\`: ${where} declares no fields; declare its \`properties\` in specs/api, or mark it \`${openExtension}: true\` when its keys are data`;
  }
  const segment = segments[resolved.at]?.[0] ?? '';
  const suggestion = nearestName(segment, resolved.known);
  const hint =
    suggestion !== undefined
      ? `; did you mean \`${fieldPath.slice(0, start)}${suggestion}${fieldPath.slice(start + segment.length)}\`?`
      : resolved.known.length === 0 && before !== ''
        ? ` (\`${before}\` has no fields)`
        : '';
  return `\`${fieldPath}\` is no field of ${scope.owner}${hint}`;
}
