// generated from specs/ — do not edit
// The compiled screen of specs/screens/template-assignment.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/promptAssignment',
  title: 'RTM Patient Template Assignment',
  access: { roles: ['superAdmin', 'rtmConfigManager'] },
  kind: 'list',
  menu: { label: 'RTM Patient Template Assignment', group: 'Remote Monitoring', order: 113 },
  source: {
    operation: 'listTemplateAssignments',
    pageSize: 20,
    orderBy: { field: 'assigned_at', direction: 'desc' },
    access: { roles: ['superAdmin', 'rtmConfigManager'] },
    paging: 'snake',
    filtersAt: 'body',
  },
  filters: [
    { field: 'search', label: 'Search', widget: 'search', placeholder: 'Search by Patient ID or name' },
  ],
  tabs: {
    field: 'tab',
    options: [
      { value: 'active', label: 'Active Assignments' },
      {
        value: 'completed',
        label: 'Completed Patients',
        operation: 'listCompletedTemplatePatients',
        readOnly: true,
        paging: 'snake',
        filtersAt: 'body',
      },
    ],
  },
  columns: [
    { field: 'patient_identifier', header: 'Patient ID' },
    { field: 'patient_name', header: 'Patient' },
    { field: 'template_name', header: 'Template', template: '{template_name} ({template_identifier})' },
    { field: 'template_version_identifier', header: 'Template Version' },
    { field: 'assigned_at', header: 'Assigned', format: 'localDay', tabs: ['active'] },
    { field: 'completed_at', header: 'Completed', format: 'localDay', tabs: ['completed'] },
  ],
  empty: 'This list is empty',
  rowActions: [
    { label: 'Edit', form: 'assignmentPopup', access: { roles: ['superAdmin', 'rtmConfigManager'] } },
    {
      label: 'Delete',
      color: 'red',
      operation: 'removeTemplateAssignment',
      params: { id: 'version_patient_id' },
      confirm: {
        title: 'Remove the template assignment of patient {patient_identifier}?',
        confirmLabel: 'Delete',
      },
      success: 'Template assignment of patient {patient_identifier} removed.',
      access: { roles: ['superAdmin', 'rtmConfigManager'] },
    },
  ],
  modalForm: {
    panel: 'assignmentPopup',
    title: 'New Assignment',
    editTitle: 'Edit Assignment',
    createLabel: 'New Assignment',
  },
  import: {
    label: 'Import CSV',
    operation: 'bulkAssignTemplateVersions',
    help: 'One line per patient: the patient is assigned the template version the line names, replacing the assignment they have. The first line names the columns; columns may come in any order. Templates and versions are named by their identifier (as the list shows them) or by id.',
    sample: 'rtm_template_assignments_sample.csv',
    columns: [
      {
        name: 'patient_id',
        pattern: '[0-9]{7}',
        problem: 'Please enter a valid Patient ID (7 digits)',
        description: 'The 7-digit Patient ID',
        example: '1000001',
      },
      {
        name: 'template_id',
        type: 'idOrCode',
        problem: "{column} '{value}' is not an id, identifier or name",
        description: "The template's identifier or name (as in the Template column), or its id",
        example: 'RTM-KNEE',
      },
      {
        name: 'template_version_id',
        type: 'idOrCode',
        problem: "{column} '{value}' is not an id, identifier or name",
        description: "The template version's identifier (as in the Template Version column), or its id",
        example: 'RTM-KNEE-V1',
      },
    ],
    status: {
      operation: 'getBulkAssignJobStatus',
      param: 'job_id',
      everyMs: 1000,
      access: { roles: ['superAdmin', 'rtmConfigManager'] },
    },
    missingHeaders: 'Missing required headers: {headers}',
    line: 'line {line}: {problem}',
    invalid: 'Error processing CSV: {error}',
    refused: 'Error importing CSV: {error}',
    unreadable: 'Error reading file',
    running: 'Bulk assignment in progress: {status}',
    access: { roles: ['superAdmin', 'rtmConfigManager'] },
  },
  export: {
    label: 'Export CSV',
    operation: 'exportActiveAssignations',
    filename: 'rtm_template_assignments.csv',
    failed: 'Export failed: Could not export RTM template assignments',
    access: { roles: ['superAdmin', 'rtmConfigManager'] },
  },
};
