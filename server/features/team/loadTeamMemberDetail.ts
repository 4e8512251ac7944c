import type { components } from '../../../src/generated/api';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Queryable } from '../../db/Database';

/** A team member as the middleware answers it (document 1, section 3). */
export type TeamMemberDetail = components['schemas']['TeamMemberDetail'];
export type TeamPermissionGrant = components['schemas']['TeamPermissionGrant'];
export type TeamNotificationSubscription = components['schemas']['TeamNotificationSubscription'];

/** The permission grants of a member, by permission id. */
export function loadMemberGrants(db: Queryable, memberId: number): Promise<TeamPermissionGrant[]> {
  return db.query<TeamPermissionGrant>(
    `select p.id, g.id as practice_team_member_permission_id, p.key, p.name
     from team_member_permissions g join permissions p on p.id = g.permission_id
     where g.team_member_id = $1 order by p.id`,
    [memberId],
  );
}

/** The notification subscriptions of a member, by notification type id. */
export function loadMemberSubscriptions(db: Queryable, memberId: number): Promise<TeamNotificationSubscription[]> {
  return db.query<TeamNotificationSubscription>(
    `select n.id, s.id as practice_team_member_notification_id, n.name
     from practice_team_member_notifications s join notification_types n on n.id = s.notification_type_id
     where s.team_member_id = $1 order by n.id`,
    [memberId],
  );
}

/**
 * One member (not archived) with practice, user and role, phones (as the list and as the form's
 * `phone_number` object), permission grants and notification subscriptions; null when there is
 * no such member.
 *
 * @example
 * const member = await loadTeamMemberDetail(db, files, 12);
 */
export async function loadTeamMemberDetail(db: Queryable, files: FileStorage, memberId: number): Promise<TeamMemberDetail | null> {
  const [row] = await db.query<{
    id: number; first_name: string; last_name: string; prefix: string | null; npi: string | null; email: string | null;
    hospital_location: string | null; profile_picture_key: string | null; practice_id: number; practice_name: string;
    practice_type_id: number; user_id: number | null; username: string | null; role_id: number; role_name: string;
    dme_id: number | null; surgeon_id: number | null; physical_therapist_id: number | null;
  }>(
    `select m.id, m.first_name, m.last_name, m.prefix, m.npi, m.email, m.hospital_location, m.profile_picture_key,
            m.practice_id, p.name as practice_name, p.practice_type_id, m.user_id, u.username, m.role_id, r.name as role_name,
            m.dme_id, m.surgeon_id, m.physical_therapist_id
     from practice_team_members m
     join practices p on p.id = m.practice_id
     join user_roles r on r.id = m.role_id
     left join users u on u.id = m.user_id
     where m.id = $1 and not m.archived`,
    [memberId],
  );
  if (!row) return null;
  const phones = await db.query<{ id: number; name: string; number: string }>(
    'select id, name, number from practice_team_member_phone_numbers where team_member_id = $1 order by id',
    [memberId],
  );
  const [administrators] = await db.query<{ count: number }>(
    `select count(*)::int as count from practice_team_members m
     join team_member_permissions g on g.team_member_id = m.id and g.permission_id = 1
     where m.practice_id = $1 and not m.archived`,
    [row.practice_id],
  );
  const phone = (name: string) => phones.find((entry) => entry.name === name)?.number ?? null;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    prefix: row.prefix,
    npi: row.npi,
    email: row.email,
    hospital_location: row.hospital_location,
    profile_picture_url: row.profile_picture_key ? files.urlOf(row.profile_picture_key) : null,
    practice_id: row.practice_id,
    practice: { id: row.practice_id, name: row.practice_name, practice_type_id: row.practice_type_id },
    user: { id: row.user_id, username: row.username, user_role_id: row.role_id, user_role: { id: row.role_id, name: row.role_name } },
    phone_numbers: phones,
    phone_number: { office_phone: phone('Office Phone'), mobile_phone: phone('Mobile Phone') },
    dme_id: row.dme_id,
    surgeon_id: row.surgeon_id,
    physical_therapist_id: row.physical_therapist_id,
    permissions: await loadMemberGrants(db, memberId),
    notifications: await loadMemberSubscriptions(db, memberId),
    practice_administrators: administrators?.count ?? 0,
  };
}
