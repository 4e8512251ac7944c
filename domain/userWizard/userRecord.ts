// What the user wizard loads (GET user/{id}) and how it fills the two steps.
import type { OperationData } from '../../src/generated/operationTypes';

/**
 * The user as GET user/{id} answers it (specs/api `UserDetail`): the fields the wizard reads,
 * `permissions` being the ids the user holds in their own right.
 */
export type UserRecord = Pick<
  OperationData<'getUser'>,
  'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'user_role_id' | 'user_monitor_type' | 'credentials' | 'permissions'
>;

/** The Service Account role, the only one whose Permissions tab opens ([user-permissions-tab-service-account]). */
export const serviceAccountRoleId = 13;

/** Drops empty values, so that the form shows an empty field rather than an empty string. */
function present(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''));
}

/** The User step's data of a loaded user (no password: it is never sent back). */
export function userStepData(record: UserRecord): Record<string, unknown> {
  return present({
    user_role_id: record.user_role_id,
    username: record.username,
    email: record.email,
    user_monitor_type: record.user_monitor_type,
    first_name: record.first_name,
    last_name: record.last_name,
    credentials: record.credentials,
  });
}

/** The Permissions step's data of a loaded user. */
export function permissionsStepData(record: UserRecord): Record<string, unknown> {
  return { permission_ids: [...record.permissions] };
}
