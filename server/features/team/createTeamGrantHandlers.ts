import { messages } from '../../../src/generated/catalog';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { loadUserProfile } from '../../session/loadUserProfile';
import type { UserProfile } from '../../session/UserProfile';
import { loadMemberGrants, loadMemberSubscriptions } from './loadTeamMemberDetail';
import { administratorPermissionId, requireAnotherAdministrator } from './requireAnotherAdministrator';
import { actionNotAllowed, canEditPermissions, canViewTeam, isOwnMember } from './teamRights';
import { memberInScope } from './teamPracticeScope';

const notFound = () => new ApiError(404, { message: messages.teamMemberNotFound });

/** One id, several, or both, as the spec allows ("list or single"); at least one. */
function idsOf(single: number | undefined, several: number[] | undefined, field: string): number[] {
  const ids = [...new Set([...(several ?? []), ...(single === undefined ? [] : [single])])];
  if (ids.length === 0) throw ApiError.validation(['000F0001'], { [field]: [`${field} is required.`] });
  return ids;
}

/**
 * A member's permission grants and notification subscriptions (document 1, sections 6 and 7):
 * - grant (one permission or a list) and revoke (by the grant's id) only for super admin or the
 *   CS manager with editAllPermission (access.yaml), within the caller's data scope; only
 *   ordinary permissions (ids below 50) and the Administrator (1) are team permissions, ids of
 *   50 and above are admin permissions of users ([admin-permission-range]); revoking the last
 *   administrator of a practice is refused ([permission-last-administrator]); the answer carries
 *   the caller's new effective permissions when the member is their own ([own-grant-updates-map]);
 * - subscribe and unsubscribe by the permission editors or by the member themself
 *   ([team-notification-form-editors]);
 * - the lists, for the member themself or anyone who may view the team.
 *
 * @example
 * operations.register(app, 'team', { ...createTeamGrantHandlers(db) });
 */
export function createTeamGrantHandlers(db: Database): OperationHandlers {
  const grantAnswer = async (profile: UserProfile, memberId: number) => ({
    permissions: await loadMemberGrants(db, memberId),
    own_permissions: isOwnMember(profile, memberId) ? ((await loadUserProfile(db, profile.user.id))?.permissions ?? []) : null,
  });
  const mayReadMember = (profile: UserProfile, memberId: number) => isOwnMember(profile, memberId) || canViewTeam(profile);
  const maySubscribe = (profile: UserProfile, memberId: number) => isOwnMember(profile, memberId) || canEditPermissions(profile);

  return {
    async grantTeamMemberPermissions(call) {
      const profile = call.profile;
      const body = call.body;
      const member = await memberInScope(call.scoped.teamMembers, body.practice_team_member_id);
      const ids = idsOf(body.permission_id, body.permission_ids, 'permission_ids');
      const known = await db.query<{ id: number }>('select id from permissions where id = any($1::int[]) and id < 50', [ids]);
      if (known.length !== ids.length) throw ApiError.formError('permission_ids', 'The selected permission is invalid.');
      await db.query(
        `insert into team_member_permissions (team_member_id, permission_id) select $1, unnest($2::int[]) on conflict do nothing`,
        [member.id, ids],
      );
      return grantAnswer(profile, member.id);
    },

    async revokeTeamMemberPermission(call) {
      const profile = call.profile;
      const [grant] = await db.query<{ team_member_id: number; permission_id: number }>(
        'select team_member_id, permission_id from team_member_permissions where id = $1',
        [call.params.id],
      );
      if (!grant) throw notFound();
      const member = await memberInScope(call.scoped.teamMembers, grant.team_member_id);
      await db.transaction(async (tx) => {
        if (grant.permission_id === administratorPermissionId) await requireAnotherAdministrator(tx, member.practice_id, member.id);
        await tx.query('delete from team_member_permissions where id = $1', [call.params.id]);
      });
      return grantAnswer(profile, member.id);
    },

    async listTeamMemberPermissions(call) {
      const profile = call.profile;
      const member = await memberInScope(call.scoped.teamMembers, call.params.id);
      if (!mayReadMember(profile, member.id)) throw actionNotAllowed();
      return loadMemberGrants(db, member.id);
    },

    async subscribeTeamMemberNotifications(call) {
      const profile = call.profile;
      const body = call.body;
      const member = await memberInScope(call.scoped.teamMembers, body.practice_team_member_id);
      if (!maySubscribe(profile, member.id)) throw actionNotAllowed();
      const ids = idsOf(body.notification_id, body.notification_ids, 'notification_ids');
      const known = await db.query<{ id: number }>('select id from notification_types where id = any($1::int[])', [ids]);
      if (known.length !== ids.length) throw ApiError.formError('notification_ids', 'The selected notification is invalid.');
      await db.query(
        `insert into practice_team_member_notifications (team_member_id, notification_type_id)
         select $1, unnest($2::int[]) on conflict do nothing`,
        [member.id, ids],
      );
      return loadMemberSubscriptions(db, member.id);
    },

    async unsubscribeTeamMemberNotification(call) {
      const profile = call.profile;
      const [subscription] = await db.query<{ team_member_id: number }>(
        'select team_member_id from practice_team_member_notifications where id = $1',
        [call.params.id],
      );
      if (!subscription) throw notFound();
      const member = await memberInScope(call.scoped.teamMembers, subscription.team_member_id);
      if (!maySubscribe(profile, member.id)) throw actionNotAllowed();
      await db.query('delete from practice_team_member_notifications where id = $1', [call.params.id]);
      return loadMemberSubscriptions(db, member.id);
    },

    async listTeamMemberNotifications(call) {
      const profile = call.profile;
      const member = await memberInScope(call.scoped.teamMembers, call.params.id);
      if (!mayReadMember(profile, member.id)) throw actionNotAllowed();
      return loadMemberSubscriptions(db, member.id);
    },
  };
}
