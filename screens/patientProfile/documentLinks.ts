import { message } from '../../src/generated/catalog';

/** One document of a patient: its name and its address, if the patient has it. */
export interface PatientDocumentLink {
  name: string;
  url: string | null;
}

/**
 * The documents of a patient from its `patient_document_url` (document 1, section 3): the
 * caregiver agreement and the release of health information, named as the e-document links are.
 *
 * @example
 * documentLinks({ patient_document_url: { patient_caregiver_agreement_url: '/a.pdf', release_of_health_info_url: null } });
 * // [{ name: 'Patient Caregiver Agreement', url: '/a.pdf' }, { name: 'Release of Health Information', url: null }]
 */
export function documentLinks(record: Readonly<Record<string, unknown>>): PatientDocumentLink[] {
  const urls = (record.patient_document_url ?? {}) as Record<string, unknown>;
  const url = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return [
    { name: message('documentCaregiverAgreement'), url: url(urls.patient_caregiver_agreement_url) },
    { name: message('documentReleaseOfHealthInfo'), url: url(urls.release_of_health_info_url) },
  ];
}

/** An e-document link (a stored general form) as the Document Links dialog offers it. */
export interface EDocumentLink {
  id: number;
  name: string;
  description: string;
  url: string;
}

/**
 * The e-document links of a `queryGeneralForms` answer that have an address, in the answer's
 * order ([e-documents-table]); rows without one are blank forms nobody has linked yet.
 *
 * @example
 * eDocumentLinks([{ id: 3, name: 'KOOS Survey', description: '', url: 'https://x/koos.pdf' }, { id: 4, name: 'HOOS Survey', url: '' }]);
 * // [{ id: 3, name: 'KOOS Survey', description: '', url: 'https://x/koos.pdf' }]
 */
export function eDocumentLinks(rows: unknown): EDocumentLink[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, name, description, url } = row as Record<string, unknown>;
    if (typeof id !== 'number' || typeof name !== 'string' || typeof url !== 'string' || url === '') return [];
    return [{ id, name, description: typeof description === 'string' ? description : '', url }];
  });
}
