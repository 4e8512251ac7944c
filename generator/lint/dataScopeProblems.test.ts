import { describe, expect, it } from 'vitest';
import { parseSpecFile } from '../load/parseSpecFile';
import { dataScopeProblems } from './dataScopeProblems';
import type { SpecNames } from './SpecNames';

const names = {
  roles: new Set(['surgeon', 'superAdmin']),
  permissions: new Set(['viewAllPatient']),
} as SpecNames;
const tables = new Map([
  ['patients', new Set(['id', 'practice_id', 'surgeon_id', 'role_id'])],
  ['treatment_plans', new Set(['id', 'patient_id'])],
]);

function problemsOf(yaml: string) {
  const { file } = parseSpecFile('specs/access.yaml', yaml);
  return dataScopeProblems(file, (file.data as { dataScope: unknown }).dataScope, names, tables).map(
    (problem) => `${String(problem.line)}: ${problem.message}`,
  );
}

describe('dataScopeProblems', () => {
  it('finds nothing wrong in a scope naming known tables, columns, roles and permissions', () => {
    expect(
      problemsOf(`dataScope:
  patients:
    table: patients
    cases:
      - { when: { teamRoles: [surgeon], lacking: [viewAllPatient] }, rows: { surgeon_id: teamMember } }
      - { when: { roles: [superAdmin] }, rows: { role_id: { notIn: [surgeon] } } }
  devices: all
`),
    ).toEqual([]);
  });

  it('reports a typo in a table, column, role or permission name at its own line', () => {
    const problems = problemsOf(`dataScope:
  patients:
    table: patients
    cases:
      - when: { teamRoles: [surgen], lacking: [viewAllPatients] }
        rows: { surgeon: teamMember }
      - { when: { roles: [superAdmn] }, rows: { role_id: { in: [surgeonn] } } }
  others:
    table: patient
    cases: [{ when: { signedIn: true }, rows: all }]
`);
    expect(problems).toEqual([
      expect.stringMatching(/^5: unknown role `surgen`/),
      expect.stringMatching(/^5: unknown permission `viewAllPatients`/),
      expect.stringMatching(/^6: unknown column of patients `surgeon`/),
      expect.stringMatching(/^7: unknown role `superAdmn`/),
      expect.stringMatching(/^7: unknown role `surgeonn`/),
      expect.stringMatching(/^9: unknown table `patient`/),
    ]);
  });

  it('checks a scope seen through another resource: a resource with cases and a column of the table', () => {
    const yaml = (resource: string, column: string) => `dataScope:
  patients:
    table: patients
    cases: [{ when: { signedIn: true }, rows: all }]
  devices: all
  treatmentPlans: { table: treatment_plans, through: { resource: ${resource}, column: ${column} } }
`;
    expect(problemsOf(yaml('patients', 'patient_id'))).toEqual([]);
    expect(problemsOf(yaml('devices', 'patient'))).toEqual([
      expect.stringMatching(/^6: unknown resource with cases `devices`/),
      expect.stringMatching(/^6: unknown column of treatment_plans `patient`/),
    ]);
  });
});
