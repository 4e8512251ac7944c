// generated from specs/ — do not edit
// The compiled screen of specs/screens/patients.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/patients',
  title: 'Patients',
  access: { signedIn: true },
  kind: 'list',
  menu: { label: 'Patients', order: 40 },
  source: {
    operation: 'listPatients',
    pageSize: 20,
    orderBy: { field: 'patient_last_name', direction: 'asc' },
    access: { signedIn: true },
    paging: 'camel',
    filtersAt: 'search',
  },
  filters: [
    { field: 'patient_last_name', label: 'Last name', widget: 'search', placeholder: 'Search by last name' },
    {
      field: 'physical_therapist_id',
      label: 'Physical Therapists',
      widget: 'select',
      options: { lookup: 'therapists' },
      all: 'All Physical Therapists',
      access: {
        anyOf: [
          { superUser: true },
          { roles: ['surgicalCenter', 'surgeon', 'physicalTherapist', 'clinicalStaff'] },
        ],
      },
    },
    {
      field: 'surgeon_id',
      label: 'Surgeons',
      widget: 'select',
      options: { lookup: 'surgeons' },
      all: 'All Surgeons',
      access: {
        anyOf: [
          { superUser: true },
          { roles: ['surgicalCenter', 'surgeon', 'physicalTherapist', 'clinicalStaff'] },
        ],
      },
    },
    {
      field: 'dme_id',
      label: 'DMEs',
      widget: 'select',
      options: { lookup: 'dmes' },
      all: 'All DMEs',
      access: {
        anyOf: [
          { superUser: true },
          { roles: ['surgicalCenter', 'surgeon', 'physicalTherapist', 'clinicalStaff'] },
        ],
      },
    },
    {
      field: 'procedure_id',
      label: 'Procedures',
      widget: 'select',
      options: { lookup: 'procedureLegTypes' },
      all: 'All Procedures',
    },
    {
      field: 'procedure_type_id',
      label: 'Procedure Types',
      widget: 'select',
      options: { lookup: 'procedureTypes' },
      all: 'All Procedure Types',
    },
    {
      field: 'patient_status',
      label: 'Status',
      widget: 'select',
      options: { lookup: 'patientStatuses' },
      default: 2,
    },
  ],
  columns: [
    { field: 'patient_identifier', header: 'Patient ID', sortable: true },
    { field: 'patient_first_name', header: 'First Name', sortable: true },
    { field: 'patient_last_name', header: 'Last Name', sortable: true },
    { field: 'surgeon_name', header: 'Surgeon', sortable: true },
    { field: 'physical_therapist_name', header: 'Physical Therapist', sortable: true },
    { field: 'patient_procedure_procedure_name', header: 'Procedure', sortable: true },
    { field: 'patient_procedure_post_op_day', header: 'Post-Op Day', format: 'number', sortable: true },
    { field: 'completed_sessions', header: 'Sessions', format: 'sessions' },
    { field: 'patient_alert', header: 'Alert', format: 'alert' },
    { field: 'pain', header: 'Pain', format: 'painColour', sortable: true },
    { field: 'extension', header: 'Extension', format: 'progress' },
    { field: 'flexion', header: 'Flexion', format: 'progress' },
    { field: 'adherence', header: 'Adherence', format: 'adherence', sortable: true },
    { field: 'lastSession', header: 'Last Session', format: 'unixDate', sortable: true },
    { field: 'patient_status', header: 'Status', format: 'status' },
  ],
  rowLink: { to: '/patientProfile/{patient_id}' },
  empty: 'This list is empty',
};
