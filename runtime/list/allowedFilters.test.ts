import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName, type AccessSubject } from '../../src/generated/access';
import { allowedFilters } from './allowedFilters';
import { listSpecAt } from './listSpecAt';

// specs/screens/patients.screen.yaml, compiled
const patientListSpec = listSpecAt('/patients');

const fieldsFor = (subject: AccessSubject) =>
  (allowedFilters(patientListSpec, (rule) => isAllowed(rule, subject)).filters ?? []).map(
    (filter) => filter.field,
  );

describe('allowedFilters', () => {
  it('[patient-list-default-filters] offers a super user every filter of the patient list', () => {
    expect(fieldsFor({ signedIn: true, roleId: roleIdByName.csManager, permissions: [] })).toEqual([
      'patient_last_name',
      'physical_therapist_id',
      'surgeon_id',
      'dme_id',
      'procedure_id',
      'procedure_type_id',
      'patient_status',
    ]);
  });

  it('[data-scope-others] does not offer an equipment supplier the people filters of clinics', () => {
    expect(
      fieldsFor({ signedIn: true, roleId: roleIdByName.dme, permissions: [], hasPractice: true }),
    ).toEqual(['patient_last_name', 'procedure_id', 'procedure_type_id', 'patient_status']);
    expect(
      fieldsFor({ signedIn: true, roleId: roleIdByName.clinicalStaff, permissions: [], hasPractice: true }),
    ).toContain('surgeon_id');
  });

  it('keeps every filter without a session', () => {
    expect(allowedFilters(patientListSpec, undefined)).toBe(patientListSpec);
  });
});
