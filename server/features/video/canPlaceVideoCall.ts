// Call ability (document 2, section 6, [video-call-ability]): "surgeon and physical therapist
// always; super admin, CS roles (manager, senior, junior), field specialist, monitoring specialist
// and manager need a team member id". The access rule of startVideoRoom lets exactly those roles
// through; this adds the team member the second group needs (their own, or the one a super admin
// acts as).
import { callerIn } from '../../security/roleFacts';
import type { UserProfile } from '../../session/UserProfile';

/**
 * Whether the caller may place a video call.
 *
 * @example
 * canPlaceVideoCall(surgeonProfile); // true
 * canPlaceVideoCall({ ...superAdminProfile, teamMember: null }); // false
 */
export function canPlaceVideoCall(profile: UserProfile): boolean {
  if (callerIn(profile, 'videoCallersAlways')) return true;
  return callerIn(profile, 'videoCallersWithTeamMember') && profile.teamMember !== null;
}
