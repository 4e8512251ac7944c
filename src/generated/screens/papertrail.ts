// generated from specs/ — do not edit
// The compiled screen of specs/screens/papertrail.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/papertrail',
  title: 'Log Viewer',
  access: { roles: ['superAdmin'] },
  kind: 'list',
  source: {
    operation: 'queryAuditLog',
    pageSize: 20,
    orderBy: { field: 'created_at', direction: 'desc' },
    access: { roles: ['superAdmin'] },
    paging: 'camel',
    filtersAt: 'search',
  },
  filters: [
    {
      field: 'period',
      label: 'Period',
      widget: 'select',
      options: { lookup: 'papertrailPeriods' },
      default: 'currentWeek',
    },
  ],
  columns: [
    { field: 'created_at', header: 'Time', format: 'dateTime', sortable: true },
    { field: 'action_label', header: 'Action' },
    { field: 'user_name', header: 'User' },
    { field: 'operation_summary', header: 'Call' },
    { field: 'patient', header: 'Patient' },
    { field: 'query', header: 'Query' },
    { field: 'ip', header: 'Address' },
    { field: 'reported_ip', header: 'Reported Address' },
  ],
  empty: 'This list is empty',
};
