import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName, roleNames, type AccessRule } from '../../../src/generated/access';
import { forms } from '../../../src/generated/forms';
import { canAssignRole, canChangeSignInFieldsOf, canManageUser, signInFields } from './userRoleRules';

const id = roleIdByName;
const allRoles = roleNames.map((name) => id[name]);
const assignable = (caller: number) => allRoles.filter((role) => canAssignRole(caller, role));

describe('userRoleRules', () => {
  it('[user-cs-manager-no-super-admin] [user-no-service-account-assign] gives the CS manager every role but Super Admin and Service Account', () => {
    expect(assignable(id.csManager)).toEqual(allRoles.filter((role) => ![id.superAdmin, id.serviceAccount, id.patient].includes(role)));
    expect(assignable(id.superAdmin)).toEqual(allRoles.filter((role) => role !== id.patient));
  });

  it('[user-monitoring-manager-roles] gives the monitoring manager roles 14 and 16 only', () => {
    expect(assignable(id.monitoringManager)).toEqual([14, 16]);
  });

  it('gives no other role any', () => {
    for (const caller of [id.csSenior, id.customerService, id.monitoringSpecialist, id.serviceAccount]) expect(assignable(caller)).toEqual([]);
  });

  // Written by hand from document 1, section 6 ("User Management"; "CS manager sees Send Password
  // Reset and Generate Password"), not computed from the rules under test.
  const me = 500;
  const user = (role: number, userId = 600) => ({ id: userId, role_id: role });
  const manageCases: [string, number, number, boolean][] = [
    ['super admin, a super admin', id.superAdmin, id.superAdmin, true],
    ['super admin, a service account', id.superAdmin, id.serviceAccount, true],
    ['CS manager, a super admin', id.csManager, id.superAdmin, false],
    ['CS manager, a service account', id.csManager, id.serviceAccount, false],
    ['CS manager, another CS manager', id.csManager, id.csManager, true],
    ['CS manager, a monitoring specialist', id.csManager, id.monitoringSpecialist, true],
    ['monitoring manager, a CS manager', id.monitoringManager, id.csManager, false],
    ['monitoring manager, another monitoring manager', id.monitoringManager, id.monitoringManager, false],
    ['monitoring manager, a monitoring specialist', id.monitoringManager, id.monitoringSpecialist, true],
    ['monitoring manager, a monitoring assistant', id.monitoringManager, id.monitoringAssistant, true],
    ['monitoring manager, a surgeon', id.monitoringManager, id.surgeon, false],
    ['CS senior, a CS junior', id.csSenior, id.csJunior, false],
    ['monitoring specialist, an assistant', id.monitoringSpecialist, id.monitoringAssistant, false],
  ];

  it.each(manageCases)('[user-monitoring-manager-roles] manages users: %s → %s', (_title, caller, target, want) => {
    expect(canManageUser(user(caller, me), user(target))).toBe(want);
  });

  it('[user-monitoring-manager-own-role] lets the monitoring manager manage their own profile', () => {
    expect(canManageUser(user(id.monitoringManager, me), user(id.monitoringManager, me))).toBe(true);
  });

  it('[user-cs-manager-password-tools] lets only the holders of Generate Password change another user\'s password, e-mail or username, and only for users they manage', () => {
    expect(canChangeSignInFieldsOf(user(id.superAdmin, me), user(id.csManager))).toBe(true);
    expect(canChangeSignInFieldsOf(user(id.csManager, me), user(id.monitoringSpecialist))).toBe(true);
    expect(canChangeSignInFieldsOf(user(id.csManager, me), user(id.superAdmin))).toBe(false);
    expect(canChangeSignInFieldsOf(user(id.monitoringManager, me), user(id.monitoringSpecialist))).toBe(false);
    expect(canChangeSignInFieldsOf(user(id.monitoringManager, me), user(id.csManager))).toBe(false);
    expect(canChangeSignInFieldsOf(user(id.monitoringManager, me), user(id.monitoringManager, me))).toBe(false);
  });

  it('issue 25 finding 1: agrees with the user form: every sign-in field is editable on edit exactly for the callers who may change it', () => {
    const uiSchema = forms.user?.uiSchema as Record<string, { 'ui:options'?: { editAccess?: AccessRule } }>;
    for (const field of [...signInFields, 'confirm_password']) {
      const rule = uiSchema[field]?.['ui:options']?.editAccess;
      expect(rule, field).toBeDefined();
      for (const caller of [id.superAdmin, id.csManager, id.monitoringManager]) {
        const offered = isAllowed(rule ?? {}, { signedIn: true, roleId: caller, permissions: [] });
        expect(offered, `${field} for role ${caller}`).toBe(canChangeSignInFieldsOf(user(caller, me), user(id.monitoringAssistant)));
      }
    }
  });
});
