import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { answerData, answerRecords } from './fieldPathResolver';
import { fieldPathProblems, templateFieldProblems } from './fieldPathProblems';
import type { LintProblem } from './LintProblem';

/**
 * Checks the record fields a form spec names against the OpenAPI description: each path of
 * `load.map` is a field of the record its load operation answers (`address[-1]` for the last
 * item of a list), and each `{field}` of `submit.onSuccess.to` and `update.onSuccess.to` a field
 * of the answer of the operation it follows.
 *
 * @example
 * formFieldPathProblems(practiceForm, openApi.document);
 * // [{ ..., message: '`practice_typ.id` is no field of the records of `getPractice`; did you mean `practice_type.id`?' }]
 */
export function formFieldPathProblems(file: SpecFile, document: OpenApiDocument): LintProblem[] {
  const form = record(file.data);
  const load = record(form.load);
  const loaded = answerRecords(document, load.operation);
  const problems = Object.entries(record(load.map)).flatMap(([field, path]) => fieldPathProblems(file, ['load', 'map', field], path, loaded));
  for (const key of ['submit', 'update'] as const) {
    const call = record(form[key]);
    problems.push(...templateFieldProblems(file, [key, 'onSuccess', 'to'], record(call.onSuccess).to, answerData(document, call.operation)));
  }
  return problems;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
