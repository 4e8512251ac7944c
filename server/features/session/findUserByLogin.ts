import type { Queryable } from '../../db/Database';

export interface LoginUser {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
  two_factor_enabled: boolean;
  password_changed_at: Date;
  sso_enabled: boolean;
}

/**
 * The active (not archived) user with this username, case-insensitively; with `orEmail`, an
 * e-mail address matches too (forgot password accepts either).
 *
 * @example
 * const user = await findUserByLogin(db, 'SuperAdmin');
 */
export async function findUserByLogin(db: Queryable, login: string, orEmail = false): Promise<LoginUser | null> {
  const [user] = await db.query<LoginUser>(
    `select id, username, email, password_hash, two_factor_enabled, password_changed_at, sso_enabled
     from users
     where not archived and (lower(username) = lower($1) ${orEmail ? 'or lower(email) = lower($1)' : ''})
     order by (lower(username) = lower($1)) desc, id
     limit 1`,
    [login.trim()],
  );
  return user ?? null;
}
