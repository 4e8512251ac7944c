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
    { name: 'Patient Caregiver Agreement', url: url(urls.patient_caregiver_agreement_url) },
    { name: 'Release of Health Information', url: url(urls.release_of_health_info_url) },
  ];
}
