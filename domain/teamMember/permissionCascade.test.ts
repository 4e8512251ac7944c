import { describe, expect, it } from 'vitest';
import { isAdminPermissionId, isOrdinaryPermissionId, togglePermission } from './permissionCascade';

const all = [
  'administrator', 'addTeamMember', 'editTeamMember', 'viewTeamMember', 'addStaff', 'editStaff', 'viewStaff',
  'addPatient', 'editPatient', 'addPlan', 'editPlan', 'viewPlan', 'editAllPermission', 'viewAllPatient', 'viewAllTeamMember', 'editPractice',
];

describe('togglePermission', () => {
  it.each([
    { given: [], toggle: 'addStaff', want: ['addStaff', 'editStaff', 'viewStaff'] },
    { given: [], toggle: 'addPlan', want: ['addPlan', 'editPlan', 'viewPlan'] },
    { given: [], toggle: 'addPatient', want: ['addPatient', 'editPatient'] },
    { given: [], toggle: 'addTeamMember', want: ['addTeamMember', 'editTeamMember', 'viewTeamMember'] },
  ])('[permission-add-implies] $toggle on turns on View and Edit of the same kind', ({ given, toggle, want }) => {
    expect(togglePermission(given, toggle, true, all)).toEqual(want);
  });

  it('[permission-edit-implies-view] Edit on turns on View of the same kind only', () => {
    expect(togglePermission(['addPatient'], 'editStaff', true, all)).toEqual(['editStaff', 'viewStaff', 'addPatient']);
    expect(togglePermission([], 'editPlan', true, all)).toEqual(['editPlan', 'viewPlan']);
  });

  it('[permission-view-off-cascade] View off turns off Edit and Add of the same kind and nothing else', () => {
    const granted = ['addStaff', 'editStaff', 'viewStaff', 'addPlan', 'editPlan', 'viewPlan'];
    expect(togglePermission(granted, 'viewStaff', false, all)).toEqual(['addPlan', 'editPlan', 'viewPlan']);
  });

  it('turning off Add or Edit leaves View on', () => {
    expect(togglePermission(['addStaff', 'editStaff', 'viewStaff'], 'addStaff', false, all)).toEqual(['editStaff', 'viewStaff']);
    expect(togglePermission(['editStaff', 'viewStaff'], 'editStaff', false, all)).toEqual(['viewStaff']);
  });

  it('[permission-administrator-all] Administrator on turns on every permission', () => {
    expect(togglePermission(['viewStaff'], 'administrator', true, all)).toEqual(all);
  });

  it('a permission without siblings cascades to nothing', () => {
    expect(togglePermission([], 'viewAllPatient', true, all)).toEqual(['viewAllPatient']);
    expect(togglePermission(['viewAllPatient', 'addPatient'], 'viewAllPatient', false, all)).toEqual(['addPatient']);
  });
});

describe('permission id ranges', () => {
  it('[admin-permission-range] ids below 50 except 1 are ordinary, 50 and above are admin permissions', () => {
    expect([1, 2, 13, 49, 50, 75].map(isOrdinaryPermissionId)).toEqual([false, true, true, true, false, false]);
    expect([1, 2, 49, 50, 75].map(isAdminPermissionId)).toEqual([false, false, false, true, true]);
  });
});
