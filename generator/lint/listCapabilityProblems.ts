import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import type { LintProblem } from './LintProblem';
import { positionOf, type PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Checks the row capabilities of a list screen: the operations and access rules of `reorder`,
 * each `selection.actions[]`, `import` (and its `status`), `export` and each tab's `operation`
 * exist; a column's `tabs` names values of `tabs.options`; an `import` column's `pattern` is a
 * regular expression; `reorder` and `selection` are not both given (a dragged table has no check boxes).
 *
 * @example
 * listCapabilityProblems(file, screen, names);
 */
export function listCapabilityProblems(file: SpecFile, screen: Record<string, unknown>, names: SpecNames): LintProblem[] {
  const problems: LintProblem[] = [];
  const problem = (path: PathSegment[], message: string) => problems.push({ file: file.path, ...positionOf(file, path), message });
  const operation = (path: PathSegment[], name: unknown) => problems.push(...referenceProblem(file, path, 'operation', name, names.operations));
  const access = (path: PathSegment[], rule: unknown) => problems.push(...accessRuleProblems(file, path, rule, names));

  if (screen.reorder !== undefined) {
    const reorder = record(screen.reorder);
    operation(['reorder', 'operation'], reorder.operation);
    access(['reorder', 'access'], reorder.access);
    if (screen.selection !== undefined) problem(['selection'], '`selection` and `reorder` cannot both be given: a dragged table has no check boxes');
  }
  list(record(screen.selection).actions).forEach((action, index) => {
    operation(['selection', 'actions', index, 'operation'], record(action).operation);
    access(['selection', 'actions', index, 'access'], record(action).access);
  });
  if (screen.import !== undefined) {
    const imported = record(screen.import);
    operation(['import', 'operation'], imported.operation);
    access(['import', 'access'], imported.access);
    operation(['import', 'status', 'operation'], record(imported.status).operation);
    list(imported.columns).forEach((column, index) => {
      const pattern = record(column).pattern;
      if (typeof pattern !== 'string') return;
      try {
        new RegExp(pattern);
      } catch {
        problem(['import', 'columns', index, 'pattern'], `\`pattern\` \`${pattern}\` is not a regular expression`);
      }
    });
  }
  if (screen.export !== undefined) {
    const exported = record(screen.export);
    operation(['export', 'operation'], exported.operation);
    access(['export', 'access'], exported.access);
  }
  const tabs = record(screen.tabs);
  const tabValues = new Set(list(tabs.options).map((option) => String(record(option).value)));
  list(tabs.options).forEach((option, index) => operation(['tabs', 'options', index, 'operation'], record(option).operation));
  list(screen.columns).forEach((column, index) => {
    list(record(column).tabs).forEach((value, at) => {
      if (!tabValues.has(String(value))) {
        problem(['columns', index, 'tabs', at], `unknown tab \`${String(value)}\`${tabValues.size === 0 ? ': the list has no `tabs`' : ` (the tabs: ${[...tabValues].map((name) => `\`${name}\``).join(', ')})`}`);
      }
    });
  });
  return problems;
}
