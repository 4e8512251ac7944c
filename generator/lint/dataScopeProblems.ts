import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import type { PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks `dataScope` of specs/access.yaml against the other specs and the database: every table
 * is a table of the migrations, every column of `rows` a column of that table, and every role
 * (`roles`, `teamRoles`, `in`, `notIn`) and permission (`permissions`, `anyPermission`, `lacking`)
 * a declared one, each at its own line; a `through` scope names a resource declared with cases
 * and a column of its table. The shape itself is the schema's.
 *
 * @example
 * dataScopeProblems(file, access.dataScope, names, tableColumns());
 * // [{ line: 131, message: 'unknown column of patients `surgeon`; did you mean `surgeon_id`?' }]
 */
export function dataScopeProblems(
  file: SpecFile,
  dataScope: unknown,
  names: SpecNames,
  tables: ReadonlyMap<string, ReadonlySet<string>>,
): LintProblem[] {
  const problems: LintProblem[] = [];
  const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const checkNames = (
    path: readonly PathSegment[],
    kind: string,
    values: unknown,
    known: ReadonlySet<string>,
  ) =>
    listed(values).forEach((value, index) =>
      problems.push(...referenceProblem(file, [...path, index], kind, value, known)),
    );

  for (const [resource, scope] of Object.entries(record(dataScope))) {
    if (scope === 'all') continue;
    const at: PathSegment[] = ['dataScope', resource];
    const { table, cases, through } = record(scope);
    problems.push(...referenceProblem(file, [...at, 'table'], 'table', table, new Set(tables.keys())));
    const columns = typeof table === 'string' ? tables.get(table) : undefined;
    if (through !== undefined) {
      const { resource: parent, column } = record(through);
      const withCases = new Set(
        Object.entries(record(dataScope))
          .filter(([, other]) => record(other).cases !== undefined)
          .map(([name]) => name),
      );
      problems.push(...referenceProblem(file, [...at, 'through', 'resource'], 'resource with cases', parent, withCases));
      if (columns) problems.push(...referenceProblem(file, [...at, 'through', 'column'], `column of ${String(table)}`, column, columns));
    }
    listed(cases).forEach((scopeCase, index) => {
      const casePath = [...at, 'cases', index];
      const { when, rows } = record(scopeCase);
      const condition = record(when);
      checkNames([...casePath, 'when', 'roles'], 'role', condition.roles, names.roles);
      checkNames([...casePath, 'when', 'teamRoles'], 'role', condition.teamRoles, names.roles);
      for (const key of ['permissions', 'anyPermission', 'lacking'] as const) {
        checkNames([...casePath, 'when', key], 'permission', condition[key], names.permissions);
      }
      for (const [column, value] of Object.entries(record(rows))) {
        if (columns)
          problems.push(
            ...referenceProblem(
              file,
              [...casePath, 'rows', column],
              `column of ${String(table)}`,
              column,
              columns,
              'key',
            ),
          );
        const roleSet = record(value);
        checkNames([...casePath, 'rows', column, 'in'], 'role', roleSet.in, names.roles);
        checkNames([...casePath, 'rows', column, 'notIn'], 'role', roleSet.notIn, names.roles);
      }
    });
  }
  return problems;
}
