import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Checks the editable rows and the add bar of a list screen: their operations, access rules,
 * lookups and message keys exist; the columns' `edit` only appears with `editable` (and
 * `editable` has at least one); `requiredUnless` and `disabledWhen` name a checkbox column and
 * `onTick` names edited columns; `update` and `saveAll` are not both given.
 *
 * @example
 * editableSpecProblems(file, screen, names);
 */
export function editableSpecProblems(file: SpecFile, screen: Record<string, unknown>, names: SpecNames): LintProblem[] {
  const problems: LintProblem[] = [];
  const problem = (path: PathSegment[], message: string) => problems.push({ file: file.path, ...positionOf(file, path), message });
  const editable = screen.editable === undefined ? undefined : record(screen.editable);
  const columns = Array.isArray(screen.columns) ? screen.columns.map(record) : [];
  const edited = new Map<string, Record<string, unknown>>();
  columns.forEach((column, index) => {
    if (column.edit === undefined) return;
    if (editable === undefined) problem(['columns', index, 'edit'], '`edit` needs the screen\'s `editable`');
    edited.set(String(column.field), record(column.edit));
  });
  if (editable !== undefined) {
    if (edited.size === 0) problem(['editable'], '`editable` needs at least one column with `edit`');
    if (editable.update !== undefined && editable.saveAll !== undefined) problem(['editable', 'saveAll'], '`editable` takes `update` or `saveAll`, not both');
    for (const key of ['create', 'update', 'saveAll'] as const) {
      const call = record(editable[key]);
      problems.push(...referenceProblem(file, ['editable', key, 'operation'], 'operation', call.operation, names.operations));
      problems.push(...accessRuleProblems(file, ['editable', key, 'access'], call.access, names));
      problems.push(...referenceProblem(file, ['editable', key, 'success'], 'message key', call.success, names.messages));
    }
  }
  columns.forEach((column, index) => {
    if (column.edit === undefined) return;
    const edit = record(column.edit);
    const at: PathSegment[] = ['columns', index, 'edit'];
    for (const key of ['requiredMessage', 'patternMessage', 'notPastOnCreate', 'noneMessage'] as const) {
      problems.push(...referenceProblem(file, [...at, key], 'message key', edit[key], names.messages));
    }
    for (const key of ['requiredUnless', 'disabledWhen'] as const) {
      const named = edit[key];
      if (named === undefined) continue;
      const name = typeof named === 'string' ? named : JSON.stringify(named);
      if (edited.get(name)?.type !== 'checkbox') problem([...at, key], `\`${key}\` names \`${name}\`, which is no checkbox column`);
    }
    for (const target of Object.keys(record(edit.onTick))) {
      if (!edited.has(target)) problem([...at, 'onTick', target], `\`onTick\` names \`${target}\`, which is no edited column`);
    }
    problems.push(...referenceProblem(file, [...at, 'options', 'lookup'], 'lookup', record(edit.options).lookup, names.lookups));
    if (edit.type === 'allOrOne' && record(edit.options).lookup === undefined) problem([...at, 'type'], '`allOrOne` needs `options.lookup`');
  });
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
