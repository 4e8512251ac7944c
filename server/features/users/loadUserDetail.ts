import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

export type UserDetail = components['schemas']['UserDetail'];

interface RawUser {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  role_id: number;
  role_name: string;
  user_monitor_type: number | null;
  credentials: string | null;
  permissions: number[] | null;
  member_id: number | null;
  member_first_name: string | null;
  member_last_name: string | null;
  member_prefix: string | null;
  member_npi: string | null;
  member_role_id: number | null;
}

/**
 * One user that is not archived, in the shape of GET user/{id}: role, Monitor Type, credentials,
 * the ids of the permissions they hold in their own right, and their team member when they have
 * one; null when there is no such user.
 *
 * @example
 * const user = await loadUserDetail(db, 12); // { id: 12, username: 'pms', user_role: { id: 14, ... }, ... }
 */
export async function loadUserDetail(db: Queryable, id: number): Promise<UserDetail | null> {
  const [row] = await db.query<RawUser>(
    `select u.id, u.username, u.email, u.first_name, u.last_name, u.role_id, r.name as role_name,
            u.user_monitor_type, u.credentials,
            (select array_agg(up.permission_id order by up.permission_id) from user_permissions up where up.user_id = u.id) as permissions,
            m.id as member_id, m.first_name as member_first_name, m.last_name as member_last_name,
            m.prefix as member_prefix, m.npi as member_npi, m.role_id as member_role_id
     from users u
     join user_roles r on r.id = u.role_id
     left join practice_team_members m on m.user_id = u.id and not m.archived
     where u.id = $1 and not u.archived`,
    [id],
  );
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    user_role_id: row.role_id,
    user_role: { id: row.role_id, name: row.role_name },
    user_monitor_type: row.user_monitor_type === 1 || row.user_monitor_type === 2 ? row.user_monitor_type : null,
    credentials: row.credentials,
    permissions: row.permissions ?? [],
    practice_team_member:
      row.member_id === null
        ? null
        : {
            id: row.member_id,
            name: [row.member_prefix, row.member_first_name, row.member_last_name].filter(Boolean).join(' '),
            first_name: row.member_first_name ?? '',
            last_name: row.member_last_name ?? '',
            npi: row.member_npi,
            role_type: row.member_role_id ?? row.role_id,
          },
  };
}
