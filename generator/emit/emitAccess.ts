import { readFileSync } from 'node:fs';
import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

const template = readFileSync(new URL('../templates/accessEvaluators.ts', import.meta.url), 'utf8');
const tablesSection = /\/\/ @tables-begin\n[\s\S]*?\/\/ @tables-end\n/;
const templateIntro = /^(\/\/.*\n)+\n/;

interface AccessData {
  roles: Record<string, { id: number; label: string }>;
  defaultRole: string;
  superUsers: string[];
  permissions: Record<string, { id: number; label: string }>;
  permissionSets: Record<string, 'all' | string[]>;
  landing: { when: unknown; to: string }[];
  operations: Record<string, unknown>;
  dataScope?: Record<string, ResourceScopeSpec>;
  roleGroups?: Record<string, string[]>;
}

/** A resource of `dataScope` as written: `all`, or its table and cases with role names. */
type ResourceScopeSpec =
  | 'all'
  | { table: string; cases: { when: Record<string, unknown> & { teamRoles?: string[] }; rows: RowsSpec }[] }
  | { table: string; through: { resource: string; column: string } };
type RowsSpec = 'all' | 'none' | Record<string, string | { in?: string[]; notIn?: string[] }>;

/**
 * Emits `src/generated/access.ts`: the tables of specs/access.yaml (roles, permissions, sets with
 * `all` expanded, super user ids, landing rules, the data scope of every resource with role ids, the rule
 * of every operation and every screen route) followed by the evaluators of
 * generator/templates/accessEvaluators.ts.
 *
 * @example
 * emitAccess(tree).content; // "// generated from specs/ — do not edit\nexport const roles = ..."
 */
export function emitAccess(tree: SpecTree): GeneratedFile {
  const access = tree.access?.data as AccessData;
  const permissionNames = Object.keys(access.permissions);
  const permissionSets = Object.fromEntries(
    Object.entries(access.permissionSets).map(([role, set]) => [role, set === 'all' ? permissionNames : set]),
  );
  const roleIdByName = Object.fromEntries(
    Object.entries(access.roles).map(([name, role]) => [name, role.id]),
  );
  const screenAccess = Object.fromEntries(
    tree.screens.map((file) => {
      const screen = file.data as { route: string; access: unknown };
      return [screen.route, screen.access];
    }),
  );
  const json = (value: unknown) => JSON.stringify(value);
  const dataScopes = compileDataScopes(access);
  const roleGroups = Object.fromEntries(
    Object.entries(access.roleGroups ?? {}).map(([group, names]) => [group, names.map((name) => access.roles[name]?.id)]),
  );
  const tables = `
/** Every role by name: its numeric id and label. */
export const roles = ${json(access.roles)} as const;

/** A role name of specs/access.yaml. */
export type RoleName = keyof typeof roles;

/** Every role name, in declaration order. */
export const roleNames = ${json(Object.keys(access.roles))} as const satisfies readonly RoleName[];

/** The numeric id of each role. */
export const roleIdByName: Readonly<Record<RoleName, number>> = ${json(roleIdByName)};

/** Every permission by name: its numeric id and label. */
export const permissions = ${json(access.permissions)} as const;

/** A permission name of specs/access.yaml. */
export type PermissionName = keyof typeof permissions;

/** Every permission name, in declaration order. */
export const permissionNames: readonly PermissionName[] = ${json(permissionNames)};

/** The built-in permissions of the roles that have a set (\`all\` expanded). */
export const permissionSets: Readonly<Partial<Record<RoleName, readonly PermissionName[]>>> = ${json(permissionSets)};

/** Named role facts (\`roleGroups\`): the role ids of each group, for handlers that must not compare ids. */
export const roleGroups = ${json(roleGroups)} as const satisfies Readonly<Record<string, readonly number[]>>;

/** A group name of \`roleGroups\`. */
export type RoleGroup = keyof typeof roleGroups;

/** The role ids whose users are super users. */
export const superUserRoleIds: readonly number[] = ${json(access.superUsers.map((name) => access.roles[name]?.id))};

/** The role id given when none is chosen. */
export const defaultRoleId: number = ${json(access.roles[access.defaultRole]?.id)};

/** Where a user lands after sign-in: the first rule that holds wins. */
export const landingRules: readonly LandingRule[] = ${json(access.landing)};

/** A column condition of a data scope: the caller's practice, team member or user id, or role ids. */
export type ScopeValue = 'practice' | 'teamMember' | 'user' | { readonly in: readonly number[] } | { readonly notIn: readonly number[] };

/** One case of a data scope: when its condition holds, the caller sees \`rows\`. */
export interface DataScopeCase {
  readonly when: AccessRule & {
    readonly practiceTypes?: readonly number[];
    readonly teamRoleIds?: readonly number[];
    readonly lacking?: readonly PermissionName[];
  };
  readonly rows: 'all' | 'none' | Readonly<Record<string, ScopeValue>>;
}

/** A resource seen through another: a row is seen exactly when the row of \`resource\` its \`column\` names is. */
export interface DataScopeThrough {
  readonly resource: string;
  readonly column: string;
}

/**
 * The data scope of every resource (\`dataScope\`, role names compiled to ids): \`all\` rows for
 * whoever the operation's rule lets through, or the table and the cases of which the first that
 * holds decides (none holds: no row).
 */
export const dataScopes = ${json(dataScopes)} as const satisfies Readonly<
  Record<
    string,
    | 'all'
    | { readonly table: string; readonly cases: readonly DataScopeCase[] }
    | { readonly table: string; readonly through: DataScopeThrough }
  >
>;

/** A resource named in \`dataScope\`. */
export type DataScopeResource = keyof typeof dataScopes;

/** The access rule of every middleware operation, by operationId (deny by default). */
export const operationAccess: Readonly<Record<string, AccessRule>> = ${json(access.operations)};

/** The operations anyone may call (\`public: true\`): their handlers get no profile; every other one a signed-in caller's. */
export type PublicOperationId = ${publicOperationIds(access.operations)};

/** The access rule of every screen, by route. */
export const screenAccess: Readonly<Record<string, AccessRule>> = ${json(screenAccess)};
`;
  const evaluators = template.replace(templateIntro, '').replace(tablesSection, '');
  return {
    path: 'src/generated/access.ts',
    content: `${generatedHeader}// The access tables of specs/access.yaml and the evaluators the server and the portal share.\n${tables}\n${evaluators}`,
  };
}

/**
 * The resources of `dataScope` with role names turned into ids (`teamRoles` → `teamRoleIds`,
 * `in`/`notIn` role lists), so that the server compares ids only.
 */
function compileDataScopes(access: AccessData): Record<string, unknown> {
  const roleId = (name: string): number | undefined => access.roles[name]?.id;
  const roleIds = (names: readonly string[] | undefined) => names?.map(roleId);
  return Object.fromEntries(
    Object.entries(access.dataScope ?? {}).map(([resource, scope]): [string, unknown] => {
      if (scope === 'all') return [resource, 'all'];
      if ('through' in scope) return [resource, { table: scope.table, through: scope.through }];
      const cases = scope.cases.map(({ when: { teamRoles, ...when }, rows }) => ({
        when: teamRoles ? { ...when, teamRoleIds: roleIds(teamRoles) } : when,
        rows:
          typeof rows === 'string'
            ? rows
            : Object.fromEntries(
                Object.entries(rows).map(([column, value]) => [
                  column,
                  typeof value === 'string'
                    ? value
                    : value.in
                      ? { in: roleIds(value.in) }
                      : { notIn: roleIds(value.notIn) },
                ]),
              ),
      }));
      return [resource, { table: scope.table, cases }];
    }),
  );
}

/** The union type of the operationIds whose rule is `public: true` (`never` when none is). */
function publicOperationIds(operations: unknown): string {
  const names = Object.entries(typeof operations === 'object' && operations !== null ? operations : {})
    .filter(([, rule]) => typeof rule === 'object' && rule !== null && (rule as { public?: unknown }).public === true)
    .map(([name]) => `'${name}'`)
    .sort();
  return names.length === 0 ? 'never' : names.join(' | ');
}
