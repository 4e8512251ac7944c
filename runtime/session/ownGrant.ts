import type { SessionUser } from '../../machines/session/types';
import { effectivePermissions } from '../../src/generated/access';

/**
 * The user's new effective permissions after their own team member's permission list changed
 * ([own-grant-updates-map]): the role's built-in set, or the member's list for practice roles;
 * undefined when the member is someone else, so nothing of the session changes.
 *
 * @example
 * const permissions = ownGrantPermissions(session.user, memberId, ['addPatient', 'viewPlan']);
 * if (permissions) session.send({ type: 'SET_OWN_PERMISSIONS', permissions });
 */
export function ownGrantPermissions(user: SessionUser | undefined, teamMemberId: number, memberPermissions: readonly string[]): string[] | undefined {
  if (!user || user.practice_team_member?.id !== teamMemberId) return undefined;
  return effectivePermissions(user.role_id, memberPermissions);
}
