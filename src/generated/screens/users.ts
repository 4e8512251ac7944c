// generated from specs/ — do not edit
// The compiled screen of specs/screens/users.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/users',
  title: 'User Management',
  access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
  kind: 'list',
  menu: { label: 'Users', group: 'Manage Users', order: 80 },
  source: {
    operation: 'listUsers',
    pageSize: 20,
    orderBy: { field: 'username', direction: 'asc' },
    access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
    paging: 'camel',
    filtersAt: 'search',
  },
  filters: [
    { field: 'username', label: 'Search', widget: 'search', placeholder: 'Search by username or name' },
  ],
  columns: [
    { field: 'username', header: 'Username', sortable: true },
    { field: 'first_name', header: 'First Name', sortable: true },
    { field: 'last_name', header: 'Last Name', sortable: true },
    { field: 'email', header: 'Email', sortable: true },
    { field: 'user_role.name', header: 'Role', sortable: true },
  ],
  empty: 'This list is empty',
  mobileLayout: 'cards',
  rowLink: { to: '/user/{id}' },
  rowActions: [
    { label: 'Edit', to: '/user/{id}', access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] } },
    {
      label: 'Archive',
      operation: 'archiveUser',
      params: { id: 'id' },
      success: 'User archived.',
      access: { roles: ['superAdmin', 'csManager', 'monitoringManager'] },
      disabledWhen: { access: { roles: ['monitoringManager'] } },
      confirm: { title: 'Are you sure?', message: 'This action cannot be undone', confirmLabel: 'Archive' },
      color: 'red',
    },
  ],
};
