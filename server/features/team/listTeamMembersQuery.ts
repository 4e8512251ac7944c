import type { components } from '../../../src/generated/api';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Queryable } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';

export type TeamListRow = components['schemas']['TeamListRow'];
type TeamListSearch = components['schemas']['TeamListSearch'];

/** SQL of each sortable column; last name is the default order ([team-default-order]). */
const sortColumns = {
  last_name: 'lower(m.last_name)',
  first_name: 'lower(m.first_name)',
  email: 'lower(m.email)',
  npi: 'm.npi',
  role_name: 'r.name',
  username: 'lower(u.username)',
  office_phone: 'office.number',
} as const;

export type TeamSortField = keyof typeof sortColumns;

export interface TeamListQuery {
  practiceId: number;
  search?: TeamListSearch | undefined;
  orderBy?: { field: TeamSortField; direction?: 'asc' | 'desc' } | undefined;
  /** Absent: every match. */
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * The team members of one practice (not archived) that match `search`, in the asked order (last
 * name, then first name and id), with the total count for paging.
 *
 * @example
 * const { rows, total } = await listTeamMembersQuery(db, files, { practiceId: 3, limit: 20, offset: 0 });
 */
export async function listTeamMembersQuery(db: Queryable, files: FileStorage, query: TeamListQuery): Promise<{ rows: TeamListRow[]; total: number }> {
  const params: unknown[] = [query.practiceId];
  const where = ['m.practice_id = $1', 'not m.archived'];
  const lastName = query.search?.last_name?.trim();
  if (lastName) {
    params.push(`%${escapeLike(lastName)}%`);
    where.push(`m.last_name ilike $${params.length}`);
  }
  const name = query.search?.name?.trim();
  if (name) {
    params.push(`%${escapeLike(name)}%`);
    where.push(`(m.first_name ilike $${params.length} or m.last_name ilike $${params.length})`);
  }
  if (query.search?.role_id) {
    params.push(query.search.role_id);
    where.push(`m.role_id = $${params.length}`);
  }
  const from = `from practice_team_members m
     join user_roles r on r.id = m.role_id
     left join users u on u.id = m.user_id
     left join practice_team_member_phone_numbers office on office.team_member_id = m.id and office.name = 'Office Phone'
     where ${where.join(' and ')}`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
  const sort = sortColumns[query.orderBy?.field ?? 'last_name'];
  const direction = query.orderBy?.direction === 'desc' ? 'desc' : 'asc';
  let paging = '';
  if (query.limit !== undefined) {
    params.push(query.limit, query.offset ?? 0);
    paging = `limit $${params.length - 1} offset $${params.length}`;
  }
  const rows = await db.query<TeamListRow & { profile_picture_key: string | null }>(
    `select m.id, m.first_name, m.last_name, m.prefix, m.npi, m.email, m.role_id, r.name as role_name, u.username,
            office.number as office_phone, m.practice_id, m.profile_picture_key
     ${from}
     order by ${sort} ${direction} nulls last, lower(m.last_name), lower(m.first_name), m.id
     ${paging}`,
    params,
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map(({ profile_picture_key, ...row }) => ({
      ...row,
      profile_picture_url: profile_picture_key ? files.urlOf(profile_picture_key) : null,
    })),
  };
}
