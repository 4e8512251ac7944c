import { describe, expect, it } from 'vitest';
import { documentLinks, eDocumentLinks } from './documentLinks';

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

describe('eDocumentLinks', () => {
  it('[e-documents-table] offers the e-document links that have an address, with their description', () => {
    expect(
      eDocumentLinks([
        { id: 3, name: 'KOOS Survey', description: 'Knee score', url: 'https://forms.example/koos.pdf' },
        { id: 4, name: 'HOOS Survey', description: '', url: '' },
      ]),
    ).toEqual([{ id: 3, name: 'KOOS Survey', description: 'Knee score', url: 'https://forms.example/koos.pdf' }]);
    expect(eDocumentLinks([])).toEqual([]);
  });
});
