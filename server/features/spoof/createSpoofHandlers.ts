import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { actingProfile, loadActingMember, setActingMember, type ActingPermissions } from '../../session/actingContext';
import { loadUserProfile } from '../../session/loadUserProfile';
import type { UserProfile } from '../../session/UserProfile';

/** The message of document 1 section 8 for a practice without members. */
export const noTeamMemberMessage = 'Practice has no team member to spoof as';

/** Answered for a practice that does not exist or is archived. */
export const practiceNotFoundMessage = 'Practice not found.';

function actingContext(profile: UserProfile) {
  return {
    practice: profile.practice && { ...profile.practice },
    practice_team_member: profile.teamMember && { ...profile.teamMember },
    permissions: profile.permissions,
  };
}

/**
 * Acting as a practice's team member ([practice-spoof]): `spoofTeamMember` (POST
 * practice_team_member/spoof {practice_id}) picks the practice's member with the most
 * permissions (the practice administrator, when there is one), keeps it on the session's token so
 * that later calls are judged in that member's practice, and answers the acting context (its
 * `permissions` those `reading` lets the user hold: their own by default); a practice without
 * members answers 'Practice has no team member to spoof as'. `practice_id: null` stops acting and
 * answers the super user's own context. Only super users reach it (specs/access.yaml).
 *
 * @example
 * operations.register(app, 'spoof', { ...createSpoofHandlers(db, 'own') });
 */
export function createSpoofHandlers(db: Database, reading: ActingPermissions): OperationHandlers {
  return {
    async spoofTeamMember(call) {
      const { practice_id: practiceId } = call.body;
      if (!call.profile || call.token === null) throw ApiError.unauthenticated();
      if (practiceId === null) {
        await setActingMember(db, call.token, null);
        const own = await loadUserProfile(db, call.profile.user.id);
        if (!own) throw ApiError.unauthenticated();
        return actingContext(own);
      }
      const [practice] = await db.query<{ id: number }>('select id from practices where id = $1 and not archived', [practiceId]);
      if (!practice) throw new ApiError(404, { message: practiceNotFoundMessage });
      const [member] = await db.query<{ id: number }>(
        `select m.id from practice_team_members m
         where m.practice_id = $1 and not m.archived
         order by (select count(*) from team_member_permissions tp where tp.team_member_id = m.id) desc, m.id
         limit 1`,
        [practiceId],
      );
      const acting = member ? await loadActingMember(db, member.id) : null;
      if (!acting) throw new ApiError(422, { message: noTeamMemberMessage });
      await setActingMember(db, call.token, acting.teamMember.id);
      const own = await loadUserProfile(db, call.profile.user.id);
      if (!own) throw ApiError.unauthenticated();
      return actingContext(actingProfile(own, acting, reading));
    },
  };
}
