// Who may do what with a team member beyond the operation rules of specs/access.yaml
// (document 1, section 6): the kind of member decides the right (a Clinical Staff Member needs
// the Staff rights, any other member the Team Member rights), a user may edit themself, and only
// super admin, or the customer-service manager with editAllPermission, may switch permissions.
import { lookups, messages } from '../../../src/generated/catalog';
import { ApiError } from '../../http/ApiError';
import { callerMay } from '../../security/roleFacts';
import type { UserProfile } from '../../session/UserProfile';

/** The roles that count as staff (lookup teamStaffRoles: Clinical Staff Member, 50). */
export const staffRoleIds: readonly number[] = lookups.teamStaffRoles.values.map((option) => Number(option.value));

/** The roles a member may have in a practice of each type (lookups teamRoles...). */
export const teamRolesByPracticeType: Readonly<Record<number, readonly number[]>> = {
  1: lookups.teamRolesEquipmentSupplier.values.map((option) => Number(option.value)),
  2: lookups.teamRolesPhysicalTherapy.values.map((option) => Number(option.value)),
  3: lookups.teamRolesSurgeon.values.map((option) => Number(option.value)),
};

type RightKind = 'add' | 'edit';

const rightsByKind = {
  staff: { add: ['addStaff', messages.mustHaveAddStaff], edit: ['editStaff', messages.mustHaveEditStaff] },
  member: { add: ['addTeamMember', messages.mustHaveAddTeamMember], edit: ['editTeamMember', messages.mustHaveEditTeamMember] },
} as const;

/** True when `roleId` is a staff role (Staff rights apply), false for other team members. */
export function isStaffRole(roleId: number): boolean {
  return staffRoleIds.includes(roleId);
}

/**
 * Throws 403 with the spec's message ('Must have Add Staff permission', 'Must have Edit Team
 * Member permission', ...) when `profile` lacks the add or edit right for a member of `roleId`.
 *
 * @example
 * requireMemberRight(profile, 'edit', 50); // needs editStaff
 */
export function requireMemberRight(profile: UserProfile, kind: RightKind, roleId: number): void {
  const [permission, message] = rightsByKind[isStaffRole(roleId) ? 'staff' : 'member'][kind];
  if (!profile.permissions.includes(permission)) throw ApiError.forbidden(message, messages.teamActionNotAllowed);
}

/**
 * The roles `profile` may give a new member of a practice of `practiceTypeId` ([team-role-options]):
 * those of the practice's type (of every type when no practice is known yet, for a super user who
 * has not chosen one), the staff role only with addStaff, the others only with addTeamMember.
 *
 * @example
 * offeredTeamRoles(['addStaff'], 3); // [50]
 */
export function offeredTeamRoles(permissions: readonly string[], practiceTypeId: number | null): number[] {
  const ofType = practiceTypeId === null ? Object.values(teamRolesByPracticeType).flat() : (teamRolesByPracticeType[practiceTypeId] ?? []);
  const roleIds = [...new Set(ofType)].sort((a, b) => a - b);
  return roleIds.filter((roleId) => permissions.includes(isStaffRole(roleId) ? 'addStaff' : 'addTeamMember'));
}

/** True when `profile` may see other team members (viewTeamMember or viewStaff). */
export function canViewTeam(profile: UserProfile): boolean {
  return profile.permissions.includes('viewTeamMember') || profile.permissions.includes('viewStaff');
}

/**
 * True when `profile` may switch permissions: super admin, or CS manager with editAllPermission —
 * the rule of `grantTeamMemberPermissions` in specs/access.yaml.
 */
export function canEditPermissions(profile: UserProfile): boolean {
  return callerMay(profile, 'grantTeamMemberPermissions');
}

/**
 * True when the member `memberId` is the signed-in user's own team member record. Never while the
 * user acts as a practice's member: acting lends the member's practice, not the member's person,
 * so "a user may edit themself" does not let them edit the member they act as ([team-edit-self]).
 */
export function isOwnMember(profile: UserProfile, memberId: number): boolean {
  return profile.acting !== true && profile.teamMember?.id === memberId;
}

/** 403 'Action not allowed.' */
export function actionNotAllowed(): ApiError {
  return ApiError.forbidden(messages.teamActionNotAllowed);
}
