// The user form offers each caller exactly the roles the server lets them assign: the form's
// `optionAccess` (specs/forms/user.form.yaml) and server/features/users/userRoleRules.ts agree.
import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName, roleNames, type AccessRule } from '../../src/generated/access';
import { forms } from '../../src/generated/forms';
import { offeredOptions, optionAccessEntries } from '../../runtime/form/optionAccess';
import { canAssignRole } from '../../server/features/users/userRoleRules';

const roleOptions = roleNames.map((name) => ({ value: String(roleIdByName[name]), label: name }));
const canAs = (role: keyof typeof roleIdByName) => (rule: AccessRule) => isAllowed(rule, { signedIn: true, roleId: roleIdByName[role], permissions: [] });
const userRoleEntries = optionAccessEntries((forms.user?.uiSchema as { user_role_id?: { 'ui:options'?: { optionAccess?: unknown } } } | undefined)?.user_role_id?.['ui:options']?.optionAccess);

describe('role options of the user form', () => {
  it('[user-cs-manager-no-super-admin] [user-no-service-account-assign] [user-monitoring-manager-roles] are exactly the roles the server lets each caller assign', () => {
    expect(userRoleEntries.length).toBeGreaterThan(0);
    for (const caller of ['superAdmin', 'csManager', 'monitoringManager'] as const) {
      const offered = offeredOptions(roleOptions, userRoleEntries, canAs(caller)).map((option) => Number(option.value));
      const assignable = roleOptions.map((option) => Number(option.value)).filter((role) => canAssignRole(roleIdByName[caller], role));
      expect(offered, caller).toEqual(assignable);
    }
    expect(offeredOptions(roleOptions, userRoleEntries, canAs('monitoringManager')).map((option) => option.value)).toEqual(['14', '16']);
    expect(offeredOptions(roleOptions, userRoleEntries, canAs('csManager')).map((option) => option.value)).not.toContain('1');
  });
});
