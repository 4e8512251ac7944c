import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf, type PathSegment } from './nodePosition';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Checks the `ui:options` that name other fields of the same form (an editable row's rules):
 * `disabledWhen.field` and the keys of `onTick` must be properties of the form's `schema`.
 *
 * @example
 * formFieldOptionProblems(file); // [{ ..., message: '`onTick` names `duraton_minutes`, which is no field of this form; did you mean `duration_minutes`?' }]
 */
export function formFieldOptionProblems(file: SpecFile): LintProblem[] {
  const form = record(file.data);
  const fields = Object.keys(record(record(form.schema).properties));
  const problems: LintProblem[] = [];
  const check = (name: unknown, path: PathSegment[], key: string) => {
    if (typeof name !== 'string' || fields.includes(name)) return;
    const near = nearestName(name, fields);
    problems.push({
      file: file.path,
      ...positionOf(file, path),
      message: `\`${key}\` names \`${name}\`, which is no field of this form${near === undefined ? '' : `; did you mean \`${near}\`?`}`,
    });
  };
  for (const [field, ui] of Object.entries(record(form.uiSchema))) {
    const options = record(record(ui)['ui:options']);
    const at: PathSegment[] = ['uiSchema', field, 'ui:options'];
    check(record(options.disabledWhen).field, [...at, 'disabledWhen', 'field'], 'disabledWhen');
    for (const target of Object.keys(record(options.onTick))) check(target, [...at, 'onTick', target], 'onTick');
  }
  return problems;
}
