// generated from specs/ — do not edit
// The compiled screen of specs/screens/device-detail.screen.yaml.
import type { CompiledDetailScreen } from '../compiled-types';

export const screen: CompiledDetailScreen = {
  route: '/portableConnect/{deviceID}',
  title: 'Device',
  access: { superUser: true },
  kind: 'detail',
  detail: {
    source: { operation: 'getDevice', params: { deviceID: 'deviceID' } },
    heading: '{name}',
    headingFallback: 'No Device',
    notFound: 'No Device',
    badge: { field: 'serial_number', label: 'Serial Number' },
    status: 'status',
    fieldsOpen: true,
    fields: [
      { field: 'serial_number', label: 'Serial Number' },
      { field: 'mac_address', label: 'MAC Address' },
      { field: 'device_type.name', label: 'Device Type' },
      { field: 'firmware_version', label: 'Firmware' },
      { field: 'patient.name', label: 'Patient' },
    ],
    tables: [
      {
        title: 'Sessions',
        field: 'sessions',
        empty: 'No sessions yet',
        rowLink: '/uxcam/{patient_id}',
        columns: [
          { field: 'started_at', header: 'Started', format: 'unixDateTime' },
          { field: 'ended_at', header: 'Ended', format: 'unixDateTime' },
          { field: 'duration_minutes', header: 'Minutes', format: 'number' },
          { field: 'patient_name', header: 'Patient' },
        ],
      },
      {
        title: 'Patients',
        field: 'patients',
        empty: 'No patients yet',
        rowLink: '/patientProfile/{id}',
        columns: [
          { field: 'identifier', header: 'Patient ID' },
          { field: 'name', header: 'Name' },
          { field: 'session_count', header: 'Sessions', format: 'number' },
        ],
      },
    ],
  },
};
