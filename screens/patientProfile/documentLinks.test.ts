import { describe, expect, it } from 'vitest';
import { documentLinks } from './documentLinks';

describe('documentLinks', () => {
  it('[profile-header-actions] lists the caregiver agreement and the release of health information', () => {
    expect(
      documentLinks({
        patient_document_url: { patient_caregiver_agreement_url: '/a.pdf', release_of_health_info_url: '' },
      }),
    ).toEqual([
      { name: 'Patient Caregiver Agreement', url: '/a.pdf' },
      { name: 'Release of Health Information', url: null },
    ]);
    expect(documentLinks({}).map((link) => link.url)).toEqual([null, null]);
  });
});
