import { lookups } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { offeredTeamRoles } from './teamRights';

const roleLabels = new Map(lookups.teamRoles.values.map((option) => [Number(option.value), option.label]));

/**
 * `listTeamRoleOptions`: the roles the caller may give a new member of their practice (or of the
 * practice a super user names), so that the add form offers only what the server will accept.
 */
export function createTeamRoleOptionHandlers(db: Queryable): Pick<OperationHandlers, 'listTeamRoleOptions'> {
  return {
    async listTeamRoleOptions(call) {
      const profile = call.profile;
      const requested = call.body.practice_id ?? null;
      const practiceId = profile.isSuperUser ? (requested ?? profile.practice?.id ?? null) : (profile.practice?.id ?? null);
      let practiceTypeId: number | null = null;
      if (practiceId !== null) {
        const [practice] = await db.query<{ practice_type_id: number }>('select practice_type_id from practices where id = $1', [practiceId]);
        // A user whose practice is unknown is offered nothing rather than every type's roles.
        if (!practice) return [];
        practiceTypeId = practice.practice_type_id;
      } else if (!profile.isSuperUser) {
        return [];
      }
      return offeredTeamRoles(profile.permissions, practiceTypeId).map((id) => ({ id, name: roleLabels.get(id) ?? String(id) }));
    },
  };
}
