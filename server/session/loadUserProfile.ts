import { effectivePermissions, isSuperUserRole } from '../../src/generated/access';
import type { Queryable } from '../db/Database';
import type { PracticeRecord, TeamMemberRecord, UserProfile, UserRecord } from './UserProfile';

/**
 * Loads a user (not archived) with their team member, practice and effective permissions, or
 * null when there is no such user.
 *
 * @example
 * const profile = await loadUserProfile(db, 7);
 * profile?.permissions; // ['viewStaff', 'addPatient', ...]
 */
export async function loadUserProfile(db: Queryable, userId: number): Promise<UserProfile | null> {
  const [user] = await db.query<UserRecord>(
    `select u.id, u.username, u.email, u.first_name, u.last_name, u.role_id, r.name as role_name,
            u.consented_at is not null as consented, u.password_changed_at
     from users u join user_roles r on r.id = u.role_id
     where u.id = $1 and not u.archived`,
    [userId],
  );
  if (!user) return null;
  const [teamMember] = await db.query<TeamMemberRecord>(
    `select id, first_name, last_name, npi, practice_id, role_id as role_type
     from practice_team_members where user_id = $1 and not archived`,
    [userId],
  );
  let practice: PracticeRecord | null = null;
  let memberPermissions: string[] = [];
  if (teamMember) {
    [practice = null] = await db.query<PracticeRecord>(
      'select id, name, template_url, practice_type_id from practices where id = $1 and not archived',
      [teamMember.practice_id],
    );
    memberPermissions = (
      await db.query<{ key: string }>(
        `select p.key from team_member_permissions tp join permissions p on p.id = tp.permission_id
         where tp.team_member_id = $1`,
        [teamMember.id],
      )
    ).map((row) => row.key);
  }
  // A user may hold permissions in their own right too (a Service Account's, saved by the super
  // admin through POST user_permission); they add to the team member's.
  const own = await db.query<{ key: string }>(
    'select p.key from user_permissions up join permissions p on p.id = up.permission_id where up.user_id = $1',
    [userId],
  );
  for (const { key } of own) if (!memberPermissions.includes(key)) memberPermissions.push(key);
  return {
    user,
    teamMember: teamMember ?? null,
    practice,
    permissions: effectivePermissions(user.role_id, memberPermissions),
    isSuperUser: isSuperUserRole(user.role_id),
  };
}
