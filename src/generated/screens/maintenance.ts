// generated from specs/ — do not edit
// The compiled screen of specs/screens/maintenance.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/maintenance',
  title: 'Maintenance',
  access: { roles: ['superAdmin'] },
  kind: 'list',
  menu: { label: 'Maintenance', group: 'Admin', order: 125 },
  source: {
    operation: 'listMaintenance',
    pageSize: 1000,
    orderBy: { field: 'start_date_time', direction: 'desc' },
    access: { roles: ['superAdmin'] },
    paging: 'whole',
    filtersAt: 'body',
  },
  failure: 'log',
  columns: [
    { field: 'start_date_time', header: 'Start Date' },
    { field: 'duration_minutes', header: 'Duration (minutes)' },
    { field: 'is_indefinitely', header: 'Indefinitely' },
    { field: 'procedure_type_id', header: 'Patient Types' },
    { field: 'message', header: 'Message' },
    { field: 'affected_patients', header: 'Affected Patients' },
    { field: 'active', header: 'Active' },
  ],
  editable: {
    form: 'maintenanceWindow',
    rowLabel: 'message',
    create: {
      operation: 'createMaintenance',
      label: 'Create new Maintenance',
      success: 'The maintenance has been saved.',
      access: { roles: ['superAdmin'] },
    },
    update: {
      operation: 'updateMaintenance',
      params: { id: 'id' },
      success: 'The maintenance has been saved.',
      access: { roles: ['superAdmin'] },
    },
  },
  rowActions: [
    {
      label: 'Delete',
      operation: 'deleteMaintenance',
      params: { id: 'id' },
      confirm: { title: 'Are you sure?', message: 'This action cannot be undone', confirmLabel: 'Delete' },
      success: 'The maintenance has been deleted.',
      color: 'red',
      access: { roles: ['superAdmin'] },
    },
  ],
  empty: 'This list is empty',
};
