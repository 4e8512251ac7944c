import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';
import { listPage } from '../../http/listPage';
import type { RequestBody } from '../../http/RequestBody';
import type { ScopedCondition } from '../../security/scopedRows';

type ListRequest = RequestBody<'listUsers'>;
type SortField = components['schemas']['UserListSortField'];
export type UserListPage = components['schemas']['UserListPage'];
type UserRow = components['schemas']['UserListRow'];

/** The SQL each sortable column orders by. */
const sortExpressions: Record<SortField, string> = {
  username: 'lower(u.username)',
  first_name: 'lower(u.first_name)',
  last_name: 'lower(u.last_name)',
  email: 'lower(u.email)',
  'user_role.name': 'r.name',
};

interface RawRow {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  role_id: number;
  role_name: string;
  user_monitor_type: number | null;
  credentials: string | null;
}

/**
 * One page of the users that are not archived and lie in the caller's `scope` (a
 * non-super-admin does not see Super Admin or Service Account users, [user-hidden-roles]),
 * filtered by text (username, first or last name) and role, ordered by username unless the
 * request says otherwise ([user-default-order]), ties broken by username and id.
 * The request's `filter` (the spec's name) and `search` (the generic list's) are read alike.
 *
 * @example
 * await listUsersQuery(db, { page: 1, filter: { username: 'pm' } }, call.scoped.users);
 */
export async function listUsersQuery(db: Queryable, request: ListRequest, scope: ScopedCondition<'users'>): Promise<UserListPage> {
  const limit = request.limit ?? 20;
  const page = request.page ?? 1;
  const filter = { ...request.search, ...request.filter };
  const params: unknown[] = [];
  // Which users the caller sees (`dataScope.users`): no patients, and Super Admin and Service
  // Account users for the super admin only.
  const where = ['not u.archived', scope.where('u', params)];
  const text = filter.username?.trim();
  if (text) {
    params.push(escapeLike(text.toLowerCase()));
    const p = `$${params.length}`;
    where.push(
      `(lower(u.username) like '%' || ${p} || '%' or lower(u.first_name) like '%' || ${p} || '%' or lower(u.last_name) like '%' || ${p} || '%')`,
    );
  }
  if (filter.user_role_id) {
    params.push(filter.user_role_id);
    where.push(`u.role_id = $${params.length}`);
  }
  const whereSql = where.join(' and ');
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from users u where ${whereSql}`, params);
  const total = counted?.total ?? 0;
  const field: SortField = request.order_by?.field ?? 'username';
  const direction = request.order_by?.direction === 'desc' ? 'desc' : 'asc';
  const tieBreak = field === 'username' ? `u.id ${direction}` : 'lower(u.username), u.id';
  params.push(limit, (page - 1) * limit);
  const rows = await db.query<RawRow>(
    `select u.id, u.username, u.email, u.first_name, u.last_name, u.role_id, r.name as role_name,
            u.user_monitor_type, u.credentials
     from users u join user_roles r on r.id = u.role_id
     where ${whereSql}
     order by ${sortExpressions[field]} ${direction} nulls last, ${tieBreak}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return listPage(rows.map(toRow), { page, limit, total });
}

function toRow(row: RawRow): UserRow {
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
  };
}
