// The role rules of User Management (document 1, section 6) that depend on who is asking: which
// users a caller sees and which roles a caller may assign. The access rules of specs/access.yaml
// decide who reaches User Management at all; these decide what each of them may do there. The
// user form declares the same role options (specs/forms/user.form.yaml, `optionAccess`), and
// userRoleRules.test.ts checks that the two agree.
import { roleIdByName } from '../../../src/generated/access';

const superAdmin = roleIdByName.superAdmin;
const serviceAccount = roleIdByName.serviceAccount;
const csManager = roleIdByName.csManager;
const monitoringManager = roleIdByName.monitoringManager;
const patient = roleIdByName.patient;

/** The roles a patient monitoring manager may assign: specialist (14) and assistant (16). */
export const monitoringManagerRoles: readonly number[] = [roleIdByName.monitoringSpecialist, roleIdByName.monitoringAssistant];

/** The roles whose users only the super admin sees ([user-hidden-roles]). */
export const superAdminOnlyRoles: readonly number[] = [superAdmin, serviceAccount];

/**
 * Whether a caller of `callerRoleId` sees users of `userRoleId`: the super admin sees everyone,
 * anyone else no Super Admin and no Service Account users ([user-hidden-roles]).
 *
 * @example
 * canSeeUserOfRole(8, 1); // false
 */
export function canSeeUserOfRole(callerRoleId: number, userRoleId: number): boolean {
  return callerRoleId === superAdmin || !superAdminOnlyRoles.includes(userRoleId);
}

/**
 * Whether a caller of `callerRoleId` may give a user the role `roleId`: the super admin any role;
 * the customer-service manager any but Super Admin and Service Account
 * ([user-cs-manager-no-super-admin], [user-no-service-account-assign]); the patient monitoring
 * manager only 14 and 16 ([user-monitoring-manager-roles]); nobody else any. Patients (99) are
 * not portal users and are never assigned here.
 *
 * @example
 * canAssignRole(15, 14); // true
 * canAssignRole(15, 9);  // false
 */
export function canAssignRole(callerRoleId: number, roleId: number): boolean {
  if (roleId === patient) return false;
  if (callerRoleId === superAdmin) return true;
  if (superAdminOnlyRoles.includes(roleId)) return false;
  if (callerRoleId === monitoringManager) return monitoringManagerRoles.includes(roleId);
  return callerRoleId === csManager;
}
