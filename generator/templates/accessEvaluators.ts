// The evaluators of the access spec. The generator copies this file into src/generated/access.ts,
// replacing the declarations between the table markers with the tables of specs/access.yaml, so
// that the server and the portal run the very same code on the very same data. It must therefore
// import nothing.

// @tables-begin
declare const roles: Readonly<Record<string, { readonly id: number; readonly label: string }>>;
declare const permissionNames: readonly string[];
declare const permissionSets: Readonly<Record<string, readonly string[]>>;
declare const superUserRoleIds: readonly number[];
declare const landingRules: readonly LandingRule[];
declare const roleGroups: Readonly<Record<string, readonly number[]>>;
// @tables-end

// The tables are emitted with their exact literal types (for callers); the evaluators look names up
// by any string, so they read them through these wider views.
const roleTable: Readonly<Record<string, { readonly id: number; readonly label: string } | undefined>> =
  roles;
const setTable: Readonly<Record<string, readonly string[] | undefined>> = permissionSets;

/**
 * A rule whose conditions must ALL hold. Any rule but `public: true` needs a signed-in user.
 * Names are role and permission names of specs/access.yaml.
 */
export interface AccessRule {
  /** No session needed. */
  public?: boolean;
  /** Any signed-in user. */
  signedIn?: boolean;
  /** The user's role is one of these. */
  roles?: readonly string[];
  /** The user's role is (or, with `false`, is not) a super user role. */
  superUser?: boolean;
  /** The user has every one of these effective permissions. */
  permissions?: readonly string[];
  /** The user has at least one of these effective permissions. */
  anyPermission?: readonly string[];
  /** The user belongs (or, with `false`, does not belong) to a practice. */
  hasPractice?: boolean;
  /** At least one of these rules holds. */
  anyOf?: readonly AccessRule[];
  /** Operations only: the message key of the 403 answered to a refused caller. */
  denied?: string;
  /** Operations only: the message key of the toast title over `denied`. */
  deniedTitle?: string;
}

/** Who is asking: the signed-in user's role id, effective permission names and practice. */
export interface AccessSubject {
  signedIn: boolean;
  roleId?: number;
  permissions?: readonly string[];
  hasPractice?: boolean;
}

/** Where to land after sign-in when `when` holds. */
export interface LandingRule {
  when: AccessRule;
  to: string;
}

/** The role name of a role id, or undefined for an unknown id. */
export function roleNameOf(roleId: number | undefined): string | undefined {
  return Object.keys(roleTable).find((name) => roleTable[name]?.id === roleId);
}

/** Whether the role id belongs to a super user role (document 1, section 6). */
export function isSuperUserRole(roleId: number | undefined): boolean {
  return roleId !== undefined && superUserRoleIds.includes(roleId);
}

/**
 * Whether the role id is one of the roles of the named group (\`roleGroups\` of specs/access.yaml).
 *
 * @example
 * roleIn('monitoringTeam', 14); // true
 */
export function roleIn(group: keyof typeof roleGroups, roleId: number | undefined): boolean {
  const members: readonly number[] | undefined = roleGroups[group];
  return roleId !== undefined && members !== undefined && members.includes(roleId);
}

/**
 * Whether `subject` satisfies `rule`. Deny by default: a rule that is not `public` refuses a
 * subject that is not signed in, and every condition the rule names must hold.
 *
 * @example
 * isAllowed({ roles: ['superAdmin'] }, { signedIn: true, roleId: 1 }); // true
 * isAllowed({ permissions: ['addPatient'] }, { signedIn: true, roleId: 50, permissions: [] }); // false
 */
export function isAllowed(rule: AccessRule, subject: AccessSubject): boolean {
  if (rule.public === true) return true;
  if (!subject.signedIn) return false;
  const held = new Set(subject.permissions ?? []);
  if (rule.roles !== undefined && !rule.roles.some((name) => roleTable[name]?.id === subject.roleId))
    return false;
  if (rule.superUser !== undefined && isSuperUserRole(subject.roleId) !== rule.superUser) return false;
  if (rule.permissions !== undefined && !rule.permissions.every((name) => held.has(name))) return false;
  if (rule.anyPermission !== undefined && !rule.anyPermission.some((name) => held.has(name))) return false;
  if (rule.hasPractice !== undefined && (subject.hasPractice ?? false) !== rule.hasPractice) return false;
  if (rule.anyOf !== undefined && !rule.anyOf.some((nested) => isAllowed(nested, subject))) return false;
  return true;
}

/**
 * The permission names a user effectively holds: the built-in set of their role when it has one,
 * otherwise the permissions of their team member (unknown names dropped, in declaration order).
 *
 * @example
 * effectivePermissions(10, []); // ['editPatient', 'viewStaff', 'viewPlan', 'viewAllPatient'] (CS junior)
 * effectivePermissions(50, ['addPatient']); // ['addPatient'] (clinical staff: from the team member)
 */
export function effectivePermissions(
  roleId: number | undefined,
  memberPermissions: readonly string[],
): string[] {
  const roleName = roleNameOf(roleId);
  const builtIn = roleName === undefined ? undefined : setTable[roleName];
  const granted = new Set(builtIn ?? memberPermissions);
  return permissionNames.filter((name) => granted.has(name));
}

/**
 * The route a user lands on after sign-in: the first landing rule that holds, or `/` when none
 * does (a subject that is not signed in).
 *
 * @example
 * landingRoute({ signedIn: true, roleId: 1 }); // '/practices'
 */
export function landingRoute(subject: AccessSubject): string {
  return landingRules.find((rule) => isAllowed(rule.when, subject))?.to ?? '/';
}
