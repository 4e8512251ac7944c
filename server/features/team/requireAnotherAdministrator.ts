import { permissions } from '../../../src/generated/access';
import { messages } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';

/** The Administrator permission's id (1). */
export const administratorPermissionId = permissions.administrator.id;

/**
 * Refuses (422 'This practice must have at least one administrator.') a change that would leave
 * practice `practiceId` without an administrator, i.e. when member `memberId` is an administrator
 * and no other member of the practice (not archived) is one ([permission-last-administrator]).
 * Run it inside the transaction that makes the change, after locking the practice's rows.
 *
 * @example
 * await requireAnotherAdministrator(tx, member.practice_id, member.id);
 */
export async function requireAnotherAdministrator(db: Queryable, practiceId: number, memberId: number): Promise<void> {
  // Lock the practice's members so that two concurrent revocations cannot both pass the check.
  await db.query('select id from practice_team_members where practice_id = $1 for update', [practiceId]);
  const [row] = await db.query<{ is_admin: boolean; others: number }>(
    `select exists (select 1 from team_member_permissions where team_member_id = $2 and permission_id = $3) as is_admin,
            (select count(*)::int from practice_team_members m
               join team_member_permissions g on g.team_member_id = m.id and g.permission_id = $3
             where m.practice_id = $1 and m.id <> $2 and not m.archived) as others`,
    [practiceId, memberId, administratorPermissionId],
  );
  if (row?.is_admin && row.others === 0) throw new ApiError(422, { message: messages.lastAdministrator });
}
