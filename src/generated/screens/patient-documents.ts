// generated from specs/ — do not edit
// The compiled screen of specs/screens/patient-documents.screen.yaml.
import type { CompiledDetailScreen } from '../compiled-types';

export const screen: CompiledDetailScreen = {
  route: '/documents/{id}',
  title: 'Patient Documents',
  access: { signedIn: true },
  kind: 'detail',
  detail: {
    source: { operation: 'getPatientDetail', params: { id: 'id' } },
    heading: '{first_name} {last_name}',
    badge: { field: 'identifier', label: 'Patient ID' },
    notFound: 'Patient Not Found',
    actions: [{ label: 'Patient Profile', to: '/patientProfile/{id}', access: { signedIn: true } }],
    panels: [
      {
        name: 'patientDocuments',
        title: 'Documents',
        card: {
          field: 'patient_document_url',
          fields: [
            {
              field: 'patient_caregiver_agreement_url',
              label: 'Patient Caregiver Agreement',
              format: 'link',
            },
            { field: 'release_of_health_info_url', label: 'Release of Health Information', format: 'link' },
          ],
        },
      },
    ],
  },
};
