import type { OperationSource } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import { accessRuleProblems } from './accessRuleProblems';
import { dataScopeProblems } from './dataScopeProblems';
import type { LintProblem } from './LintProblem';
import { positionOf } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';
import { tableColumns } from './tableColumns';

/**
 * Checks specs/access.yaml against the other specs: the default role, super users, permission
 * sets, landing rules and the data scope (dataScopeProblems) name known roles, permissions and columns; every rule of `operations` names an
 * operation of specs/api; and every operation of specs/api has a rule, so that deny-by-default
 * never refuses a call by accident.
 *
 * @example
 * accessSpecProblems(tree.access, names, merged.operations);
 */
export function accessSpecProblems(
  file: SpecFile,
  names: SpecNames,
  apiOperations: ReadonlyMap<string, OperationSource>,
): LintProblem[] {
  if (typeof file.data !== 'object' || file.data === null) return [];
  const access = file.data as Record<string, unknown>;
  const entries = (value: unknown): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
  const problems: LintProblem[] = [];

  problems.push(...referenceProblem(file, ['defaultRole'], 'role', access.defaultRole, names.roles));
  (Array.isArray(access.superUsers) ? access.superUsers : []).forEach((role: unknown, index) => {
    problems.push(...referenceProblem(file, ['superUsers', index], 'role', role, names.roles));
  });
  for (const [role, set] of entries(access.permissionSets)) {
    problems.push(...referenceProblem(file, ['permissionSets', role], 'role', role, names.roles, 'key'));
    (Array.isArray(set) ? set : []).forEach((permission: unknown, index) => {
      problems.push(
        ...referenceProblem(
          file,
          ['permissionSets', role, index],
          'permission',
          permission,
          names.permissions,
        ),
      );
    });
  }
  (Array.isArray(access.landing) ? access.landing : []).forEach((landing: unknown, index) => {
    const when =
      typeof landing === 'object' && landing !== null ? (landing as { when?: unknown }).when : undefined;
    problems.push(...accessRuleProblems(file, ['landing', index, 'when'], when, names));
  });
  for (const [group, members] of entries(access.roleGroups)) {
    (Array.isArray(members) ? members : []).forEach((role: unknown, index) => {
      problems.push(...referenceProblem(file, ['roleGroups', group, index], 'role', role, names.roles));
    });
  }
  problems.push(...dataScopeProblems(file, access.dataScope, names, tableColumns()));
  const ruled = new Set<string>();
  for (const [operationId, rule] of entries(access.operations)) {
    ruled.add(operationId);
    problems.push(
      ...referenceProblem(
        file,
        ['operations', operationId],
        'operation',
        operationId,
        names.operations,
        'key',
      ),
    );
    problems.push(...accessRuleProblems(file, ['operations', operationId], rule, names));
    const refusal =
      typeof rule === 'object' && rule !== null ? (rule as { denied?: unknown; deniedTitle?: unknown }) : {};
    problems.push(
      ...referenceProblem(
        file,
        ['operations', operationId, 'denied'],
        'message key',
        refusal.denied,
        names.messages,
      ),
    );
    problems.push(
      ...referenceProblem(
        file,
        ['operations', operationId, 'deniedTitle'],
        'message key',
        refusal.deniedTitle,
        names.messages,
      ),
    );
  }
  for (const operation of apiOperations.values()) {
    if (ruled.has(operation.operationId)) continue;
    problems.push({
      file: operation.file.path,
      ...positionOf(operation.file, ['paths', operation.path, operation.method, 'operationId']),
      message: `operation \`${operation.operationId}\` has no access rule in specs/access.yaml (deny by default: every call would be refused)`,
    });
  }
  return problems;
}
