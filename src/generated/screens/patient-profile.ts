// generated from specs/ — do not edit
// The compiled screen of specs/screens/patient-profile.screen.yaml.
import type { CompiledDetailScreen } from '../compiled-types';

export const screen: CompiledDetailScreen = {
  route: '/patientProfile/{id}',
  aliases: ['/patient/{id}'],
  title: 'Patient Profile',
  access: { signedIn: true },
  kind: 'detail',
  detail: {
    source: { operation: 'getPatientDetail', params: { id: 'id' } },
    heading: '{first_name} {last_name}',
    badge: { field: 'identifier', label: 'Patient ID' },
    notFound: 'Patient Not Found',
    loadFailureAlert: true,
    parts: [
      { panel: 'patientStatus', title: 'Status' },
      { panel: 'patientLock', title: 'Lock' },
      { panel: 'patientCall', title: 'Call' },
      {
        panel: 'patientSync',
        title: 'Sync',
        access: {
          roles: [
            'superAdmin',
            'csManager',
            'fieldSpecialist',
            'csSenior',
            'monitoringSpecialist',
            'monitoringManager',
          ],
        },
      },
      { panel: 'patientDocumentLinks', title: 'Document Links' },
    ],
    fields: [
      { field: 'physical_therapist.name', label: 'Physical Therapist' },
      { field: 'dme.name', label: 'DME' },
      { field: 'date_of_birth', label: 'Date of Birth', format: 'unixDate' },
      { field: 'mobile_phone', label: 'Phone', format: 'phone' },
      { field: 'surgeon.name', label: 'Surgeon' },
      { field: 'identifier', label: 'Patient ID' },
      { field: 'age', label: 'Age', format: 'number' },
      { field: 'email_address', label: 'E-mail' },
      { field: 'installation_method_type.label', label: 'Installation Method' },
    ],
    actions: [
      { label: 'Edit', to: '/patientInformation/{id}', access: { permissions: ['editPatient'] } },
      {
        label: 'Archive',
        operation: 'archivePatient',
        params: { id: 'id' },
        disabledWhen: { field: 'status.id', in: [null, 2] },
        confirm: {
          title: 'This action cannot be undone',
          message: 'You will lose access to this patient profile and all related data.',
          confirmLabel: 'Archive',
        },
        success: 'Patient archived.',
        then: '/patients',
        color: 'red',
        access: { superUser: true, permissions: ['addPatient'] },
      },
    ],
    panels: [
      { panel: 'procedureInformation', title: 'Procedure Information' },
      { panel: 'currentProgress', title: 'Current Progress' },
      { panel: 'patientNotes', title: 'Patient Notes' },
      {
        panel: 'surveys',
        title: 'Surveys',
        access: {
          roles: [
            'superAdmin',
            'fieldSpecialist',
            'monitoringSpecialist',
            'monitoringManager',
            'monitoringAssistant',
            'rtmConfigManager',
          ],
        },
        when: { field: 'current_survey_id', in: [1, 3] },
      },
      {
        panel: 'activeProtocol',
        title: 'Active Protocol',
        access: { anyPermission: ['viewPlan', 'editPlan'] },
      },
      {
        panel: 'treatmentInformation',
        title: 'Treatment Information',
        access: { anyPermission: ['viewPlan', 'editPlan'] },
      },
      {
        panel: 'patientCharts',
        title: 'Charts',
        tabs: ['15 Day', '30 Day', 'Sessions', 'ROMTime Audio'],
        expanded: '30 Day',
      },
      { panel: 'sessionHistory', title: 'Session History' },
      {
        panel: 'monitoringOverview',
        title: 'Monitoring',
        access: { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'] },
      },
      {
        panel: 'monitoringPlan',
        title: 'Monitoring Plan',
        access: {
          roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'],
          permissions: ['viewPlan'],
        },
      },
    ],
    visitLog: {
      start: 'startPatientViewingLog',
      finish: 'finishPatientViewingLog',
      params: { patient_id: 'id' },
      access: { roles: ['monitoringSpecialist', 'monitoringAssistant'] },
    },
  },
};
