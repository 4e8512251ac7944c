import { roleIdByName } from '../../src/generated/access';

/** Roles that always have the video camera feature. */
const alwaysRoles = new Set<number>([roleIdByName.surgeon, roleIdByName.physicalTherapist]);

/** Internal roles that have it only with a team-member id. */
const withTeamMemberRoles = new Set<number>([
  roleIdByName.superAdmin,
  roleIdByName.csManager,
  roleIdByName.csSenior,
  roleIdByName.csJunior,
  roleIdByName.fieldSpecialist,
  roleIdByName.monitoringSpecialist,
  roleIdByName.monitoringManager,
  roleIdByName.monitoringAssistant,
]);

/**
 * Whether a user sees the call button (document 1 section 6, 'Video camera feature'): surgeons
 * and physical therapists always; super admin, the customer-service manager, senior and junior,
 * the field specialist and the monitoring roles (document 1 names all three; document 2 only the
 * specialist and the manager, so the wider reading is kept) only with a team-member id.
 *
 * @example
 * videoCallAllowed({ role_id: 40 }); // true
 * videoCallAllowed({ role_id: 1, practice_team_member: null }); // false
 */
export function videoCallAllowed(
  user: { role_id: number; practice_team_member?: { id: number } | null } | undefined,
): boolean {
  if (user === undefined) return false;
  if (alwaysRoles.has(user.role_id)) return true;
  return withTeamMemberRoles.has(user.role_id) && typeof user.practice_team_member?.id === 'number';
}
