// generated from specs/ — do not edit
// The screens of specs/screens.
import type { ScreenSpec } from './spec-types';

/** Every screen spec, in file name order. */
export const screens: readonly ScreenSpec[] = [
  {
    route: '/patientInformation/{patientID}',
    title: 'Patient Information',
    access: { signedIn: true },
    kind: 'wizard',
    machine: 'patientInformation',
    param: 'patientID',
    tabQuery: true,
    load: { operation: 'getPatientDetail', pathParam: 'id' },
    leaveConfirm: 'leaveUnsaved',
    steps: [
      {
        id: 'patient',
        label: 'Patient',
        form: 'patientInformation',
        submit: {
          create: {
            operation: 'createPatient',
            access: { permissions: ['addPatient'] },
            denied: 'mustHaveAddPatient',
            deniedTitle: 'patientActionNotAllowed',
          },
          update: {
            operation: 'updatePatient',
            access: { permissions: ['editPatient'] },
            denied: 'mustHaveEditPatient',
            deniedTitle: 'patientActionNotAllowed',
          },
        },
      },
      {
        id: 'procedure',
        label: 'Procedure',
        form: 'patientProcedure',
        submit: {
          create: { operation: 'createPatientProcedure' },
          update: { operation: 'updatePatientProcedure' },
        },
      },
      {
        id: 'devices',
        label: 'Devices',
        component: 'patientDevices',
        submit: {
          update: {
            operation: 'updatePatient',
            access: { permissions: ['editPatient'] },
            denied: 'mustHaveEditPatient',
            deniedTitle: 'patientActionNotAllowed',
          },
        },
      },
    ],
  },
  {
    route: '/patients',
    title: 'Patients',
    access: { signedIn: true },
    kind: 'list',
    menu: { label: 'Patients', order: 40 },
    source: {
      operation: 'listPatients',
      pageSize: 20,
      orderBy: { field: 'patient_last_name', direction: 'asc' },
      paging: 'camel',
    },
    filters: [
      {
        field: 'patient_last_name',
        label: 'Last name',
        widget: 'search',
        placeholder: 'Search by last name',
      },
      {
        field: 'surgeon_id',
        label: 'Surgeons',
        widget: 'select',
        options: { lookup: 'surgeons' },
        all: 'All Surgeons',
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
    empty: 'emptyList',
  },
  {
    route: '/practice/{practiceID}',
    title: 'Create New Practice',
    editTitle: 'Edit Practice',
    access: { signedIn: true },
    editAccess: { permissions: ['editPractice'] },
    kind: 'form',
    form: 'practice',
    menu: {
      label: 'Add Practice',
      group: 'Manage Practices',
      order: 71,
      to: '/practice/new',
      access: { permissions: ['editPractice'] },
    },
  },
  {
    route: '/practices',
    title: 'Practices',
    access: { superUser: true },
    kind: 'list',
    menu: { label: 'Practices', group: 'Manage Practices', order: 70 },
    source: {
      operation: 'listPractices',
      pageSize: 20,
      orderBy: { field: 'name', direction: 'asc' },
      paging: 'camel',
    },
    filters: [{ field: 'name', label: 'Name', widget: 'search', placeholder: 'Search by practice name' }],
    columns: [
      { field: 'name', header: 'Name', sortable: true },
      { field: 'practice_type.name', header: 'Practice Type', sortable: true },
      { field: 'npi', header: 'NPI', sortable: true },
      { field: 'address.city', header: 'City', sortable: true },
      { field: 'address.state', header: 'State', sortable: true },
      { field: 'office_phone', header: 'Office Phone', format: 'phone' },
    ],
    empty: 'emptyList',
    mobileLayout: 'cards',
    rowActions: [
      { label: 'Edit', to: '/practice/{id}', access: { permissions: ['editPractice'] } },
      {
        label: 'Archive',
        operation: 'archivePractice',
        params: { id: 'id' },
        access: { permissions: ['editPractice'] },
        confirm: { title: 'areYouSure', message: 'cannotBeUndone', confirmLabel: 'Archive' },
        color: 'red',
      },
      { label: 'Deselect Practice', action: 'deselectPractice' },
    ],
  },
  {
    route: '/admin/reports',
    title: 'Reports',
    access: { roles: ['superAdmin', 'reportAccess'] },
    kind: 'list',
    menu: { label: 'Reports', group: 'Admin', order: 120 },
    source: { lookup: 'reportTypes', pageSize: 20 },
    columns: [{ field: 'label', header: 'Report', sortable: true }],
    empty: 'emptyList',
  },
];

/** Each screen by its route. */
export const routeTable: Readonly<Record<string, ScreenSpec>> = Object.fromEntries(
  screens.map((screen) => [screen.route, screen]),
);
