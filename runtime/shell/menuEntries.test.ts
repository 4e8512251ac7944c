import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../../src/generated/access';
import { menuEntries, type MenuScreen } from './menuEntries';

const screens: MenuScreen[] = [
  { route: '/patients', access: { signedIn: true }, menu: { label: 'Patients', order: 40 } },
  { route: '/search', access: { signedIn: true }, menu: { label: 'Search', order: 20 } },
  {
    route: '/patientInformation/{patientID}',
    access: { permissions: ['addPatient'] },
    menu: { label: 'Add Patient', order: 30, to: '/patientInformation/new' },
  },
  { route: '/patientProfile/{id}', access: { signedIn: true } },
  {
    route: '/teamManagement',
    access: { anyPermission: ['viewTeamMember', 'viewStaff'] },
    menu: { label: 'Team', order: 60, group: 'Manage Teams' },
  },
  {
    route: '/editTeamMember/{id}',
    access: { signedIn: true },
    menu: { label: 'My Profile', order: 62, group: 'Manage Teams' },
  },
  {
    route: '/addTeamMember/new',
    access: { anyPermission: ['addTeamMember', 'addStaff'] },
    menu: { label: 'Add Team Member', order: 61, group: 'Manage Teams' },
  },
  { route: '/firmware', access: { roles: ['superAdmin'] }, menu: { label: 'Firmware', order: 90 } },
];

/** A small stand-in for the generated evaluator: permissions and one role, enough for the menu. */
function canFor(role: string, permissions: string[]) {
  return (rule: AccessRule) => {
    const r = rule as { roles?: string[]; permissions?: string[]; anyPermission?: string[] };
    if (r.roles && !r.roles.includes(role)) return false;
    if (r.permissions && !r.permissions.every((p) => permissions.includes(p))) return false;
    if (r.anyPermission && !r.anyPermission.some((p) => permissions.includes(p))) return false;
    return true;
  };
}

describe('menuEntries', () => {
  it('[menu-entries-by-role] lists the screens the role may open, in order', () => {
    const entries = menuEntries(
      screens,
      canFor('superAdmin', ['addPatient', 'viewTeamMember', 'addTeamMember']),
    );
    expect(entries.map((entry) => entry.label)).toEqual([
      'Search',
      'Add Patient',
      'Patients',
      'Manage Teams',
      'Firmware',
    ]);
  });

  it('[menu-visibility-flags] hides entries whose permission flags the acting context lacks', () => {
    const entries = menuEntries(screens, canFor('surgeon', []));
    expect(entries.map((entry) => entry.label)).toEqual(['Search', 'Patients']);
  });

  it('[menu-entries-by-role] gathers a group under its label and links a parameter route where the entry says', () => {
    const entries = menuEntries(screens, canFor('dme', ['addPatient', 'viewStaff', 'addStaff']));
    expect(entries).toContainEqual({
      kind: 'link',
      label: 'Add Patient',
      to: '/patientInformation/new',
      order: 30,
    });
    expect(entries).toContainEqual({
      kind: 'group',
      label: 'Manage Teams',
      order: 60,
      links: [
        { kind: 'link', label: 'Team', to: '/teamManagement', order: 60 },
        { kind: 'link', label: 'Add Team Member', to: '/addTeamMember/new', order: 61 },
      ],
    });
  });
});

describe('menuEntries with a menu access rule', () => {
  const addPractice: MenuScreen = {
    route: '/practice/new',
    access: { signedIn: true },
    menu: { label: 'Add Practice', order: 71, group: 'Manage Practices', access: { permissions: ['editPractice'] } },
  };

  it('[menu-visibility-flags] shows an entry only to users its own rule allows, even when the screen is open to them', () => {
    expect(menuEntries([addPractice], canFor('sales', []))).toEqual([]);
    expect(menuEntries([addPractice], canFor('superAdmin', ['editPractice']))).toEqual([
      { kind: 'group', label: 'Manage Practices', order: 71, links: [{ kind: 'link', label: 'Add Practice', to: '/practice/new', order: 71 }] },
    ]);
  });
});
