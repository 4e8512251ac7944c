import { describe, expect, it } from 'vitest';
import { lookupRows } from './lookupRows';

describe('lookupRows', () => {
  it('[reports-types] gives the 11 report types of the catalog as rows, in the document order', () => {
    const rows = lookupRows('reportTypes');
    expect(rows.map((row) => row.value)).toEqual([
      'completedTreatmentPlans',
      'selfPay',
      'patientProcedures',
      'billingReport',
      'medicareComplianceReport',
      'studyGroupPatients',
      'koosJrReport',
      'hoosJrReport',
      'customPatients',
      'deviceGeolocationReport',
      'orthoPatientsComorbidityReport',
    ]);
    expect(rows[0]).toEqual({ value: 'completedTreatmentPlans', label: 'Completed Treatment Plans' });
    expect(rows.map((row) => row.label)).toContain('KOOS JR Report');
  });

  it('names an unknown lookup instead of showing an empty list', () => {
    expect(() => lookupRows('reportType')).toThrow("unknown lookup 'reportType'");
  });

  it('refuses a lookup loaded from an operation, which has no fixed values to show', () => {
    expect(() =>
      lookupRows('surgeons', { surgeons: { operation: 'listSurgeons', value: 'id', label: 'name' } }),
    ).toThrow("lookup 'surgeons' is loaded from 'listSurgeons'");
  });
});
