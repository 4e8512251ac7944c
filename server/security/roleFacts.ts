// Role facts for handlers, by name: `roleGroups` of specs/access.yaml and the operations' access
// rules, so that no handler compares role ids. A handler asks "is the caller (or this member, this
// user) one of <group>?" or "may the caller do what <operation> allows?".
import { isAllowed, operationAccess, roleGroups, roleIn, type RoleGroup } from '../../src/generated/access';
import { accessSubjectOf } from '../session/accessSubjectOf';
import type { UserProfile } from '../session/UserProfile';

export { roleIn };

/**
 * Whether the signed-in caller's role is one of `group`.
 *
 * @example
 * callerIn(profile, 'monitoringTeamManagers'); // true for the patient monitoring manager
 */
export function callerIn(profile: UserProfile, group: RoleGroup): boolean {
  return roleIn(group, profile.user.role_id);
}

/**
 * The role ids of `group`, for a query that looks up people of those roles.
 *
 * @example
 * await db.query('select id from practice_team_members where role_id = any($1::int[])', [roleIdsOf('surgeons')]);
 */
export function roleIdsOf(group: RoleGroup): readonly number[] {
  return roleGroups[group];
}

/**
 * Whether the caller passes the access rule of `operationId` (specs/access.yaml), for a handler
 * whose answer depends on a right another operation declares (e.g. who manages user guides may
 * open any guide).
 *
 * @example
 * callerMay(profile, 'grantTeamMemberPermissions'); // the super admin, or a CS manager with editAllPermission
 */
export function callerMay(profile: UserProfile, operationId: string): boolean {
  const rule = operationAccess[operationId];
  return rule !== undefined && isAllowed(rule, accessSubjectOf(profile));
}
