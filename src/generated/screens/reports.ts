// generated from specs/ — do not edit
// The compiled screen of specs/screens/reports.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/reports',
  title: 'Reports',
  access: { roles: ['superAdmin', 'reportAccess'] },
  kind: 'list',
  menu: { label: 'Reports', group: 'Admin', order: 120 },
  source: { lookup: 'reportTypes', pageSize: 20, access: { roles: ['superAdmin', 'reportAccess'] } },
  columns: [{ field: 'label', header: 'Report', sortable: true }],
  empty: 'This list is empty',
};
