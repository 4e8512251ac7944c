// generated from specs/ — do not edit
// The compiled screen of specs/screens/rtm-dashboard.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/admin/rtmDashboard',
  title: 'RTM Dashboard',
  access: { superUser: true },
  kind: 'custom',
  screen: 'rtmDashboard',
  menu: { label: 'RTM Dashboard', group: 'Remote Monitoring', order: 110 },
  lists: {
    cosignNotes: {
      source: {
        operation: 'listUncosignedNotes',
        pageSize: 500,
        rows: 'patients',
        params: { id: 'id' },
        denied: 'No notes waiting for a cosign',
        access: { roles: ['monitoringSpecialist'] },
        paging: 'whole',
        filtersAt: 'body',
      },
      rowLink: { to: '/patientProfile/{patient_id}' },
      columns: [
        { field: 'identifier', header: 'Patient ID' },
        { field: 'first_name', header: 'Patient Name', format: 'fullName' },
        { field: 'uncosigned_notes', header: 'Notes', format: 'number' },
        { field: 'oldest_note_at', header: 'Oldest Note', format: 'unixDate' },
      ],
      empty: 'No notes waiting for a cosign',
    },
  },
  dialogs: {
    completedToday: {
      title: "Today's Completed Patients",
      list: {
        source: {
          operation: 'getTodayCompletedPatients',
          pageSize: 500,
          rows: 'patients',
          params: { time_zone: 'time_zone' },
          access: { superUser: true },
          paging: 'whole',
          filtersAt: 'body',
        },
        columns: [
          { field: 'patient_identifier', header: 'Patient ID' },
          { field: 'patient_name', header: 'Patient Name' },
          { field: 'template_version_identifier', header: 'Template Version' },
        ],
        empty: 'No patients completed today',
      },
    },
  },
};
