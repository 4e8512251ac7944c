import { describe, expect, it } from 'vitest';
import { roleIdByName, roleNames } from '../../../src/generated/access';
import { canAssignRole, canSeeUserOfRole } from './userRoleRules';

const id = roleIdByName;
const allRoles = roleNames.map((name) => id[name]);
const assignable = (caller: number) => allRoles.filter((role) => canAssignRole(caller, role));

describe('userRoleRules', () => {
  it('[user-hidden-roles] hides Super Admin and Service Account users from everyone but the super admin', () => {
    expect(allRoles.every((role) => canSeeUserOfRole(id.superAdmin, role))).toBe(true);
    for (const caller of [id.csManager, id.monitoringManager]) {
      expect(canSeeUserOfRole(caller, id.superAdmin)).toBe(false);
      expect(canSeeUserOfRole(caller, id.serviceAccount)).toBe(false);
      expect(canSeeUserOfRole(caller, id.monitoringSpecialist)).toBe(true);
    }
  });

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
});
