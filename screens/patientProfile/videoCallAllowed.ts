import { roleIn } from '../../src/generated/access';

/**
 * Whether a user sees the call button: the server's own call-ability rule, the role groups
 * `videoCallersAlways` and `videoCallersWithTeamMember` of specs/access.yaml. Surgeons and
 * physical therapists always; super admin, the customer-service manager, senior and junior, the
 * field specialist, the monitoring specialist and manager only with a team-member id. Document 1
 * names every monitoring role, document 2 section 6 only the specialist and the manager; the
 * reading is document 2's (the call's own section), written in specs/access.yaml.
 *
 * @example
 * videoCallAllowed({ role_id: 40 }); // true
 * videoCallAllowed({ role_id: 1, practice_team_member: null }); // false
 */
export function videoCallAllowed(
  user: { role_id: number; practice_team_member?: { id: number } | null } | undefined,
): boolean {
  if (user === undefined) return false;
  if (roleIn('videoCallersAlways', user.role_id)) return true;
  return roleIn('videoCallersWithTeamMember', user.role_id) && typeof user.practice_team_member?.id === 'number';
}
