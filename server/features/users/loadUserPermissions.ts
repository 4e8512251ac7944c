import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

export type UserPermission = components['schemas']['UserPermission'];

/**
 * The permissions a user holds in their own right (GET user_permission/all/{id}), by id.
 *
 * @example
 * await loadUserPermissions(db, 12); // [{ id: 14, permission_id: 14, key: 'viewAllPatient', name: 'View All Patients' }]
 */
export async function loadUserPermissions(db: Queryable, userId: number): Promise<UserPermission[]> {
  return db.query<UserPermission>(
    `select p.id, p.id as permission_id, p.key, p.name
     from user_permissions up join permissions p on p.id = up.permission_id
     where up.user_id = $1 order by p.id`,
    [userId],
  );
}
