// The evaluators are tested as the generator emits them into src/generated/access.ts, with the
// tables of the real specs/access.yaml, since that is the code the server and the portal run.
// (generator/ may not import src/, so the emitted file is imported from a scratch folder.)
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitAccess } from '../emit/emitAccess';
import { importGeneratedFile } from '../emit/importGeneratedFile';
import { loadSpecTree } from '../load/loadSpecTree';
import type * as Evaluators from './accessEvaluators';
import type { AccessRule, AccessSubject } from './accessEvaluators';

type RoleName = keyof typeof roleIdByName;
type EmittedAccess = typeof Evaluators & {
  roleIdByName: Readonly<
    Record<
      | 'superAdmin'
      | 'customerService'
      | 'sales'
      | 'csManager'
      | 'csSenior'
      | 'csJunior'
      | 'fieldSpecialist'
      | 'monitoringSpecialist'
      | 'monitoringManager'
      | 'monitoringAssistant'
      | 'rtmConfigManager'
      | 'reportAccess'
      | 'surgeon'
      | 'dme',
      number
    >
  >;
  permissionNames: readonly string[];
  defaultRoleId: number;
};

const repoRoot = join(import.meta.dirname, '../..');
const {
  defaultRoleId,
  effectivePermissions,
  isAllowed,
  isSuperUserRole,
  landingRoute,
  permissionNames,
  roleIdByName,
} = await importGeneratedFile<EmittedAccess>(emitAccess(loadSpecTree(repoRoot)));

const signedInAs = (role: RoleName, extra: Partial<AccessSubject> = {}): AccessSubject => {
  const roleId = roleIdByName[role];
  return { signedIn: true, roleId, permissions: effectivePermissions(roleId, []), ...extra };
};

describe('isAllowed', () => {
  const guest: AccessSubject = { signedIn: false };
  it.each<{ name: string; rule: AccessRule; subject: AccessSubject; want: boolean }>([
    { name: 'a public rule admits a guest', rule: { public: true }, subject: guest, want: true },
    { name: 'any other rule refuses a guest', rule: { signedIn: true }, subject: guest, want: false },
    { name: 'signedIn admits any user', rule: { signedIn: true }, subject: signedInAs('sales'), want: true },
    {
      name: 'roles admits a listed role',
      rule: { roles: ['surgeon', 'dme'] },
      subject: signedInAs('dme'),
      want: true,
    },
    {
      name: 'roles refuses another role',
      rule: { roles: ['surgeon'] },
      subject: signedInAs('dme'),
      want: false,
    },
    {
      name: 'superUser admits a super user',
      rule: { superUser: true },
      subject: signedInAs('csJunior'),
      want: true,
    },
    {
      name: 'superUser refuses others',
      rule: { superUser: true },
      subject: signedInAs('surgeon'),
      want: false,
    },
    {
      name: 'permissions needs every one',
      rule: { permissions: ['addPatient', 'editPractice'] },
      subject: signedInAs('surgeon', { permissions: ['addPatient'] }),
      want: false,
    },
    {
      name: 'anyPermission needs one',
      rule: { anyPermission: ['addPatient', 'editPractice'] },
      subject: signedInAs('surgeon', { permissions: ['addPatient'] }),
      want: true,
    },
    {
      name: 'hasPractice needs a practice',
      rule: { hasPractice: true },
      subject: signedInAs('surgeon'),
      want: false,
    },
    {
      name: 'every condition must hold',
      rule: { roles: ['surgeon'], hasPractice: true },
      subject: signedInAs('surgeon', { hasPractice: true }),
      want: true,
    },
    {
      name: 'anyOf needs one nested rule',
      rule: { anyOf: [{ roles: ['superAdmin'] }, { permissions: ['viewStaff'] }] },
      subject: signedInAs('dme', { permissions: ['viewStaff'] }),
      want: true,
    },
  ])('$name', ({ rule, subject, want }) => {
    expect(isAllowed(rule, subject)).toBe(want);
  });
});

describe('effectivePermissions', () => {
  it('[builtin-all] gives super admin and CS manager every permission', () => {
    expect(effectivePermissions(roleIdByName.superAdmin, [])).toEqual(permissionNames);
    expect(effectivePermissions(roleIdByName.csManager, [])).toEqual(permissionNames);
  });

  it('[builtin-field-monitoring-rtm] gives field, monitoring and RTM roles the patient and plan set', () => {
    const set = ['addPatient', 'editPatient', 'addPlan', 'editPlan', 'viewPlan', 'viewAllPatient'];
    for (const role of [
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringAssistant',
      'rtmConfigManager',
    ] as const) {
      expect(effectivePermissions(roleIdByName[role], ['editPractice']).sort()).toEqual([...set].sort());
    }
  });

  it('[builtin-monitoring-manager-extra] adds editStaff and editTeamMember for the monitoring manager', () => {
    expect(effectivePermissions(roleIdByName.monitoringManager, [])).toEqual(
      expect.arrayContaining(['editStaff', 'editTeamMember', 'addPatient']),
    );
  });

  it('[builtin-cs-senior] gives CS senior its nine permissions', () => {
    expect(effectivePermissions(roleIdByName.csSenior, []).sort()).toEqual(
      [
        'editTeamMember',
        'viewTeamMember',
        'viewStaff',
        'editStaff',
        'editPatient',
        'viewPlan',
        'editPlan',
        'viewAllPatient',
        'viewAllTeamMember',
      ].sort(),
    );
  });

  it('[builtin-cs-junior] gives CS junior viewPlan, viewAllPatient, editPatient and viewStaff', () => {
    expect(effectivePermissions(roleIdByName.csJunior, ['addPatient']).sort()).toEqual(
      ['viewPlan', 'viewAllPatient', 'editPatient', 'viewStaff'].sort(),
    );
  });

  it('[other-roles-team-permissions] takes other roles’ permissions from their team member, dropping unknown names', () => {
    expect(
      effectivePermissions(roleIdByName.surgeon, ['viewPlan', 'addPatient', 'flyToTheMoon', 'addPatient']),
    ).toEqual(['addPatient', 'viewPlan']);
  });
});

describe('roles', () => {
  it('[default-role-50] makes clinical staff (50) the default role', () => {
    expect(defaultRoleId).toBe(50);
  });

  it('[super-user-definition] counts super admin, CS, field, monitoring and RTM roles as super users', () => {
    const superUsers = Object.entries(roleIdByName)
      .filter(([, id]) => isSuperUserRole(id))
      .map(([name]) => name)
      .sort();
    expect(superUsers).toEqual(
      [
        'superAdmin',
        'customerService',
        'fieldSpecialist',
        'csManager',
        'csSenior',
        'csJunior',
        'monitoringSpecialist',
        'monitoringManager',
        'monitoringAssistant',
        'rtmConfigManager',
      ].sort(),
    );
  });
});

describe('landingRoute', () => {
  it.each<{ rule: string; role: RoleName; hasPractice: boolean; want: string }>([
    { rule: 'landing-practices', role: 'superAdmin', hasPractice: false, want: '/practices' },
    { rule: 'landing-practices', role: 'csManager', hasPractice: true, want: '/practices' },
    { rule: 'landing-reports', role: 'reportAccess', hasPractice: false, want: '/admin/reports' },
    { rule: 'landing-patients', role: 'fieldSpecialist', hasPractice: false, want: '/patients' },
    { rule: 'landing-patients', role: 'csJunior', hasPractice: false, want: '/patients' },
    { rule: 'landing-patients', role: 'surgeon', hasPractice: true, want: '/patients' },
    { rule: 'landing-fallback', role: 'sales', hasPractice: false, want: '/practice/new' },
  ])('[$rule] lands $role (practice: $hasPractice) on $want', ({ role, hasPractice, want }) => {
    expect(landingRoute(signedInAs(role, { hasPractice }))).toBe(want);
  });

  it('sends a subject that is not signed in to the sign-in page', () => {
    expect(landingRoute({ signedIn: false })).toBe('/');
  });
});
