import { describe, expect, it } from 'vitest';
import { parseSpecFile } from '../load/parseSpecFile';
import type { SpecTree } from '../load/SpecTree';
import { emitAccess } from './emitAccess';

const tree: SpecTree = {
  root: '/nowhere',
  access: parseSpecFile(
    'specs/access.yaml',
    [
      'roles: { admin: { id: 1, label: Admin }, staff: { id: 50, label: Staff } }',
      'defaultRole: staff',
      'superUsers: [admin]',
      'permissions: { addPatient: { id: 8, label: Add Patient }, viewPlan: { id: 12, label: View Plan } }',
      'permissionSets: { admin: all }',
      'landing: [{ when: { signedIn: true }, to: /patients }]',
      'operations: { login: { public: true } }',
    ].join('\n'),
  ).file,
  catalog: [],
  screens: [
    parseSpecFile('specs/screens/p.screen.yaml', 'route: /patients\naccess: { roles: [admin] }\n').file,
  ],
  forms: [],
  api: [],
  reports: [],
  schemas: new Map(),
  problems: [],
};

describe('emitAccess', () => {
  const { path, content } = emitAccess(tree);

  it('writes src/generated/access.ts headed as generated', () => {
    expect(path).toBe('src/generated/access.ts');
    expect(content.startsWith('// generated from specs/ — do not edit\n')).toBe(true);
  });

  it('imports nothing, so that the server and the portal can both load it', () => {
    expect(content).not.toMatch(/^\s*import\s/m);
    expect(content).not.toMatch(/\bdeclare const\b/);
  });

  it('expands `all` and turns role names into ids', () => {
    expect(content).toContain(
      'export const permissionSets: Readonly<Partial<Record<RoleName, readonly PermissionName[]>>> = {"admin":["addPatient","viewPlan"]}',
    );
    expect(content).toContain('export const superUserRoleIds: readonly number[] = [1]');
    expect(content).toContain('export const defaultRoleId: number = 50');
  });

  it('keeps every screen’s rule by route and every operation’s rule by operationId', () => {
    expect(content).toContain(
      'export const screenAccess: Readonly<Record<string, AccessRule>> = {"/patients":{"roles":["admin"]}}',
    );
    expect(content).toContain(
      'export const operationAccess: Readonly<Record<string, AccessRule>> = {"login":{"public":true}}',
    );
  });

  it('writes an empty scope table when the spec declares none, and role names as ids when it does', () => {
    expect(content).toContain('export const dataScopes = {} as const satisfies');
    const scoped = emitAccess({
      ...tree,
      access: parseSpecFile(
        'specs/access.yaml',
        `${tree.access?.text ?? ''}
dataScope:
  patients:
    table: patients
    cases:
      - { when: { teamRoles: [staff], lacking: [viewPlan] }, rows: { practice_id: practice } }
      - { when: { roles: [admin] }, rows: { role_id: { notIn: [admin] } } }
  devices: all
`,
      ).file,
    }).content;
    expect(scoped).toContain(
      'export const dataScopes = {"patients":{"table":"patients","cases":[{"when":{"lacking":["viewPlan"],"teamRoleIds":[50]},"rows":{"practice_id":"practice"}},{"when":{"roles":["admin"]},"rows":{"role_id":{"notIn":[1]}}}]},"devices":"all"}',
    );
  });

  it('writes each role group as role ids, with roleIn to ask about one', () => {
    const grouped = emitAccess({
      ...tree,
      access: parseSpecFile('specs/access.yaml', `${tree.access?.text ?? ''}\nroleGroups: { clinic: [staff], everyone: [admin, staff] }\n`).file,
    }).content;
    expect(grouped).toContain('export const roleGroups = {"clinic":[50],"everyone":[1,50]} as const');
    expect(grouped).toMatch(/export function roleIn\(/);
  });

  it('carries the evaluators of the template', () => {
    expect(content).toMatch(/export function isAllowed\(/);
    expect(content).toMatch(/export function effectivePermissions\(/);
    expect(content).toMatch(/export function landingRoute\(/);
  });
});
