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
  dataScope?: { patients?: PatientDataScope };
}

interface PatientDataScope {
  supplierPracticeType: number;
  allPatientsPermission: string;
  ownPatientsBy: Record<string, 'surgeon_id' | 'physical_therapist_id'>;
}

/**
 * Emits `src/generated/access.ts`: the tables of specs/access.yaml (roles, permissions, sets with
 * `all` expanded, super user ids, landing rules, the patient data scope with role ids, the rule
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
  const patientScope = access.dataScope?.patients;
  const patientDataScope = patientScope && {
    supplierPracticeType: patientScope.supplierPracticeType,
    allPatientsPermission: patientScope.allPatientsPermission,
    ownPatientsBy: Object.entries(patientScope.ownPatientsBy).map(([role, column]) => ({ roleId: access.roles[role]?.id, column })),
  };
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

/** The role ids whose users are super users. */
export const superUserRoleIds: readonly number[] = ${json(access.superUsers.map((name) => access.roles[name]?.id))};

/** The role id given when none is chosen. */
export const defaultRoleId: number = ${json(access.roles[access.defaultRole]?.id)};

/** Where a user lands after sign-in: the first rule that holds wins. */
export const landingRules: readonly LandingRule[] = ${json(access.landing)};

/**
 * The patients a user who is not a super user sees (\`dataScope.patients\`; null when the spec
 * declares none): an equipment supplier's practice type, the permission that lifts the
 * own-patients limit, and each limited role id with the patient column that names its member.
 */
export const patientDataScope: {
  readonly supplierPracticeType: number;
  readonly allPatientsPermission: PermissionName;
  readonly ownPatientsBy: readonly { readonly roleId: number; readonly column: 'surgeon_id' | 'physical_therapist_id' }[];
} | null = ${json(patientDataScope ?? null)};

/** The access rule of every middleware operation, by operationId (deny by default). */
export const operationAccess: Readonly<Record<string, AccessRule>> = ${json(access.operations)};

/** The access rule of every screen, by route. */
export const screenAccess: Readonly<Record<string, AccessRule>> = ${json(screenAccess)};
`;
  const evaluators = template.replace(templateIntro, '').replace(tablesSection, '');
  return {
    path: 'src/generated/access.ts',
    content: `${generatedHeader}// The access tables of specs/access.yaml and the evaluators the server and the portal share.\n${tables}\n${evaluators}`,
  };
}
