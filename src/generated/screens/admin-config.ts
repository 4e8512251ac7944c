// generated from specs/ — do not edit
// The compiled screen of specs/screens/admin-config.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/config',
  title: 'Admin Configuration',
  access: { roles: ['superAdmin'] },
  kind: 'list',
  menu: { label: 'Configuration', group: 'Admin', order: 128 },
  source: {
    operation: 'getAdminConfig',
    pageSize: 1000,
    orderBy: { field: 'key', direction: 'asc' },
    access: { roles: ['superAdmin'] },
    paging: 'whole',
    filtersAt: 'body',
  },
  loadingText: 'Loading configuration...',
  failure: 'log',
  columns: [
    { field: 'key', header: 'Key' },
    { field: 'value', header: 'Value' },
  ],
  editable: {
    form: 'adminConfigEntry',
    rowLabel: 'key',
    keep: ['id', 'key'],
    saveAll: {
      operation: 'updateAdminConfig',
      label: 'Update Configuration',
      success: 'Admin configuration updated',
      access: { roles: ['superAdmin'] },
    },
  },
  empty: 'This list is empty',
};
