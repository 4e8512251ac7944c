import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';
import type { PathSegment } from './nodePosition';
import { referenceProblem } from './referenceProblem';
import type { SpecNames } from './SpecNames';

/**
 * Checks the names an access rule uses (at `path` in `file`): its roles, its permissions and
 * those of the rules nested in `anyOf`.
 *
 * @example
 * accessRuleProblems(screenFile, ['access'], { roles: ['surgen'] }, names);
 */
export function accessRuleProblems(
  file: SpecFile,
  path: readonly PathSegment[],
  rule: unknown,
  names: SpecNames,
): LintProblem[] {
  if (typeof rule !== 'object' || rule === null) return [];
  const { roles, permissions, anyPermission, anyOf } = rule as Record<string, unknown>;
  const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  return [
    ...listed(roles).flatMap((role, index) =>
      referenceProblem(file, [...path, 'roles', index], 'role', role, names.roles),
    ),
    ...listed(permissions).flatMap((permission, index) =>
      referenceProblem(file, [...path, 'permissions', index], 'permission', permission, names.permissions),
    ),
    ...listed(anyPermission).flatMap((permission, index) =>
      referenceProblem(file, [...path, 'anyPermission', index], 'permission', permission, names.permissions),
    ),
    ...listed(anyOf).flatMap((nested, index) =>
      accessRuleProblems(file, [...path, 'anyOf', index], nested, names),
    ),
  ];
}
