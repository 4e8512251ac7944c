// The role rules of User Management (document 1, section 6) that depend on who is asking: which
// users a caller sees, which users a caller may manage (edit, archive), whose password a caller
// may set and which roles a caller may assign. The access rules of specs/access.yaml decide who
// reaches User Management at all; these decide what each of them may do there. The user form
// declares the same role options (specs/forms/user.form.yaml, `optionAccess`) and lets only the
// callers `canChangeSignInFieldsOf` lets through change the password, e-mail and username of an
// existing user; userRoleRules.test.ts checks that the form and these rules agree.
//
// The reading of document 1, section 6 ("User Management" and "CS manager sees Send Password
// Reset and Generate Password and sees passwords"), written down once here:
// - who may manage whom: the super admin every user; the customer-service manager every user but
//   Super Admin and Service Account users (whom they do not even see); the patient monitoring
//   manager the users whose role they may assign (14, 16) and their own profile, without changing
//   their own role; nobody else anyone. Every field of an update (username, e-mail, names,
//   credentials, monitor type, role, password) needs this first.
// - passwords: the spec gives another user's password only to the callers of the password tools
//   (Generate Password, Send Password Reset: the `generatePassword` rule of specs/access.yaml,
//   the super admin and the customer-service manager). Anyone else, the monitoring manager
//   included and also for their own record, changes a password only through the reset flow of
//   Forgot Password, which proves the mailbox; the initial password of a new user is set by its
//   creator. The e-mail address and the username receive the reset link, so they follow the
//   password's rule (issue 25, finding 1: the monitoring manager re-addressed a specialist's
//   e-mail, then reset the password).
// The roles come by name from `roleGroups` of specs/access.yaml (no role id is written here):
// userAdministrators (the super admin), hiddenFromUserManagers (Super Admin, Service Account),
// assignsVisibleRoles (the CS manager), monitoringTeamManagers and monitoringTeam (14, 16),
// patientAppUsers (99).
import { effectivePermissions, isAllowed, operationAccess, roleIn } from '../../../src/generated/access';

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
  if (roleIn('patientAppUsers', roleId)) return false;
  if (roleIn('userAdministrators', callerRoleId)) return true;
  if (roleIn('hiddenFromUserManagers', roleId)) return false;
  if (roleIn('monitoringTeamManagers', callerRoleId)) return roleIn('monitoringTeam', roleId);
  return roleIn('assignsVisibleRoles', callerRoleId);
}

/** A user as the management rules see them: who they are and their role. */
export interface ManagedUser {
  id: number;
  role_id: number;
}

/**
 * Whether `caller` may manage (edit, and archive where specs/access.yaml lets them archive at
 * all) `target`: the super admin everyone; the customer-service manager everyone but Super Admin
 * and Service Account users; the patient monitoring manager only users of the roles they may
 * assign (14, 16) and themselves ([user-monitoring-manager-roles]); nobody else anyone. Checked
 * before any field of an update, so that no field of an account one may not manage can change.
 *
 * @example
 * canManageUser({ id: 15, role_id: 15 }, { id: 8, role_id: 8 });  // false: pmm may not touch csmanager
 * canManageUser({ id: 15, role_id: 15 }, { id: 30, role_id: 14 }); // true
 */
export function canManageUser(caller: ManagedUser, target: ManagedUser): boolean {
  if (roleIn('patientAppUsers', target.role_id)) return false;
  if (roleIn('userAdministrators', caller.role_id)) return true;
  if (roleIn('assignsVisibleRoles', caller.role_id)) return !roleIn('hiddenFromUserManagers', target.role_id);
  if (roleIn('monitoringTeamManagers', caller.role_id)) return caller.id === target.id || roleIn('monitoringTeam', target.role_id);
  return false;
}

/**
 * The fields of a user that open the account: the password, and the e-mail address and username
 * that reset links, login links and two-factor codes are sent to (mail goes to the e-mail, else
 * to the username; Forgot Password takes either). Whoever may change one may take the account
 * over, so all of them follow one rule, `canChangeSignInFieldsOf` (issue 25, finding 1). Users
 * have no phone that receives codes (codes are e-mailed).
 */
export const signInFields = ['password', 'email', 'username'] as const;
export type SignInField = (typeof signInFields)[number];

/**
 * Whether `caller` may change `target`'s sign-in fields (`signInFields`) through an update:
 * only the callers of the spec's Generate Password flow (the `generatePassword` rule of
 * specs/access.yaml: the super admin and the customer-service manager), and only for users they
 * may manage. Everyone else changes a password through Forgot Password's reset link, their own
 * included, and asks those callers to change an e-mail address or a username, so a stolen
 * session alone never takes an account over.
 *
 * @example
 * canChangeSignInFieldsOf({ id: 8, role_id: 8 }, { id: 30, role_id: 14 });   // true
 * canChangeSignInFieldsOf({ id: 15, role_id: 15 }, { id: 30, role_id: 14 }); // false
 */
export function canChangeSignInFieldsOf(caller: ManagedUser, target: ManagedUser): boolean {
  const generateRule = operationAccess.generatePassword;
  const holdsPasswordTools = generateRule !== undefined && isAllowed(generateRule, { signedIn: true, roleId: caller.role_id, permissions: effectivePermissions(caller.role_id, []) });
  return holdsPasswordTools && canManageUser(caller, target);
}
