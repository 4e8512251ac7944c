// generated from specs/ — do not edit
// The compiled screen of specs/screens/patient-sessions.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/uxcam/{patientID}',
  title: 'Patient Sessions',
  subtitle: '{patient.name} · Patient ID {patient.identifier}',
  access: { superUser: true },
  kind: 'list',
  source: {
    operation: 'listDeviceSessions',
    pageSize: 20,
    orderBy: { field: 'started_at', direction: 'desc' },
    params: { patient_id: 'patientID' },
    access: { superUser: true },
    paging: 'camel',
    filtersAt: 'body',
  },
  filters: [{ field: 'date', label: 'Date', widget: 'isoDate' }],
  columns: [
    { field: 'started_at', header: 'Started', format: 'unixDateTime', sortable: true },
    { field: 'ended_at', header: 'Ended', format: 'unixDateTime', sortable: true },
    { field: 'duration_minutes', header: 'Minutes', format: 'number' },
    { field: 'device_type', header: 'Device' },
    { field: 'device_serial_number', header: 'Serial Number', sortable: true },
  ],
  rowLink: { to: '/portableConnect/{device_id}' },
  empty: 'No sessions on this date',
};
