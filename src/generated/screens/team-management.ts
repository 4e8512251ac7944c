// generated from specs/ — do not edit
// The compiled screen of specs/screens/team-management.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/teamManagement',
  title: 'Team Management',
  access: { anyPermission: ['viewTeamMember', 'viewStaff'] },
  kind: 'list',
  menu: { label: 'Team Management', group: 'Manage Teams', order: 60 },
  source: {
    operation: 'listTeamMembers',
    access: { hasPractice: true },
    denied: 'No practice selected. Choose a practice from Manage Practices to see its team.',
    pageSize: 20,
    orderBy: { field: 'last_name', direction: 'asc' },
    paging: 'camel',
    filtersAt: 'search',
  },
  filters: [{ field: 'last_name', label: 'Last name', widget: 'search', placeholder: 'Search by last name' }],
  columns: [
    { field: 'last_name', header: 'Last Name', sortable: true },
    { field: 'first_name', header: 'First Name', sortable: true },
    { field: 'role_name', header: 'Role', sortable: true },
    { field: 'email', header: 'Email', sortable: true },
    { field: 'npi', header: 'NPI', sortable: true },
    { field: 'office_phone', header: 'Office Phone', format: 'phone', sortable: true },
  ],
  empty: 'This list is empty',
  mobileLayout: 'cards',
  rowActions: [
    { label: 'Edit', to: '/editTeamMember/{id}', access: { anyPermission: ['editTeamMember', 'editStaff'] } },
    {
      label: 'Archive',
      operation: 'archiveTeamMember',
      params: { id: 'id' },
      success: 'Team member archived.',
      confirm: { title: 'Are you sure?', message: 'This action cannot be undone', confirmLabel: 'Archive' },
      color: 'red',
      access: { anyPermission: ['editTeamMember', 'editStaff'] },
    },
  ],
};
