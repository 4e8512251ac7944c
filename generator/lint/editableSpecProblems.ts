import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Checks the editable rows and the add bar of a list screen: their operations, access rules and
 * message keys exist; `editable.form` (a form of specs/forms, whose widgets, lookups and rules
 * `formSpecProblems` checks) describes at least one of the columns' fields; `update` and
 * `saveAll` are not both given.
 *
 * @example
 * editableSpecProblems(file, screen, names);
 */
export function editableSpecProblems(file: SpecFile, screen: Record<string, unknown>, names: SpecNames): LintProblem[] {
  const problems: LintProblem[] = [];
  const problem = (path: PathSegment[], message: string) => problems.push({ file: file.path, ...positionOf(file, path), message });
  const editable = screen.editable === undefined ? undefined : record(screen.editable);
  if (editable !== undefined) {
    const columns = Array.isArray(screen.columns) ? screen.columns.map(record) : [];
    const form = typeof editable.form === 'string' ? editable.form : undefined;
    const fields = form === undefined ? undefined : names.formFields.get(form);
    if (form !== undefined && fields !== undefined && !columns.some((column) => fields.has(String(column.field)))) {
      problem(['editable', 'form'], `\`editable.form\` \`${form}\` has none of the columns' fields (its properties: ${[...fields].map((name) => `\`${name}\``).join(', ')})`);
    }
    if (editable.update !== undefined && editable.saveAll !== undefined) problem(['editable', 'saveAll'], '`editable` takes `update` or `saveAll`, not both');
    for (const key of ['create', 'update', 'saveAll'] as const) {
      const call = record(editable[key]);
      problems.push(...referenceProblem(file, ['editable', key, 'operation'], 'operation', call.operation, names.operations));
      problems.push(...accessRuleProblems(file, ['editable', key, 'access'], call.access, names));
      problems.push(...referenceProblem(file, ['editable', key, 'success'], 'message key', call.success, names.messages));
    }
  }
  if (screen.addBar !== undefined) {
    const bar = record(screen.addBar);
    problems.push(...referenceProblem(file, ['addBar', 'operation'], 'operation', bar.operation, names.operations));
    problems.push(...accessRuleProblems(file, ['addBar', 'access'], bar.access, names));
    problems.push(...referenceProblem(file, ['addBar', 'success'], 'message key', bar.success, names.messages));
    const confirm = record(bar.confirm);
    for (const key of ['title', 'message'] as const) {
      problems.push(...referenceProblem(file, ['addBar', 'confirm', key], 'message key', confirm[key], names.messages));
    }
  }
  return problems;
}
