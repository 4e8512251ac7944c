import type { Row } from '../../runtime/formats/cellDisplay';
import { message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

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
export function documentLinks(record: Row): PatientDocumentLink[] {
  const { patient_document_url: urls } = record;
  const url = (key: string) => {
    const value: unknown = typeof urls === 'object' && urls !== null ? Reflect.get(urls, key) : undefined;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return [
    { name: message('documentCaregiverAgreement'), url: url('patient_caregiver_agreement_url') },
    { name: message('documentReleaseOfHealthInfo'), url: url('release_of_health_info_url') },
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
 * eDocumentLinks([{ id: 3, name: 'KOOS Survey', description: '', url: 'https://x/koos.pdf' }, { id: 4, name: 'HOOS Survey', description: '', url: '' }]);
 * // [{ id: 3, name: 'KOOS Survey', description: '', url: 'https://x/koos.pdf' }]
 */
export function eDocumentLinks(rows: OperationData<'queryGeneralForms'>): EDocumentLink[] {
  return rows.filter((row) => row.url !== '').map(({ id, name, description, url }) => ({ id, name, description, url }));
}
