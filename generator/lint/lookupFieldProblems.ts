import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { answerRecords } from './fieldPathResolver';
import { fieldPathProblems } from './fieldPathProblems';
import type { LintProblem } from './LintProblem';

/**
 * Checks the record fields a catalog lookup loaded from an operation names: its `value`, its
 * `label` and the keys of its `where` are fields of the rows the operation answers.
 *
 * @example
 * lookupFieldProblems(lookupsFile, openApi.document);
 * // [{ ..., message: '`nmae` is no field of the records of `queryUserRoles`; did you mean `name`?' }]
 */
export function lookupFieldProblems(file: SpecFile, document: OpenApiDocument): LintProblem[] {
  const lookups = record(record(file.data).lookups);
  return Object.entries(lookups).flatMap(([name, value]) => {
    const lookup = record(value);
    const rows = answerRecords(document, lookup.operation);
    return [
      ...fieldPathProblems(file, ['lookups', name, 'value'], lookup.value, rows),
      ...fieldPathProblems(file, ['lookups', name, 'label'], lookup.label, rows),
      ...Object.keys(record(lookup.where)).flatMap((field) => fieldPathProblems(file, ['lookups', name, 'where', field], field, rows, 'key')),
    ];
  });
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
