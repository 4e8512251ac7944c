// generated from specs/ — do not edit
// The compiled screen of specs/screens/practices.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/practices',
  title: 'Practices',
  access: { superUser: true },
  kind: 'list',
  menu: { label: 'Practices', group: 'Manage Practices', order: 70 },
  source: {
    operation: 'listPractices',
    pageSize: 20,
    orderBy: { field: 'name', direction: 'asc' },
    access: { superUser: true },
    paging: 'camel',
    filtersAt: 'search',
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
  empty: 'This list is empty',
  mobileLayout: 'cards',
  rowActions: [
    { label: 'Edit', to: '/practice/{id}', access: { permissions: ['editPractice'] } },
    {
      label: 'Archive',
      operation: 'archivePractice',
      params: { id: 'id' },
      success: 'Practice archived.',
      confirm: { title: 'Are you sure?', message: 'This action cannot be undone', confirmLabel: 'Archive' },
      color: 'red',
      access: { permissions: ['editPractice'] },
    },
    { label: 'Deselect Practice', action: 'deselectPractice', access: { superUser: true } },
  ],
};
