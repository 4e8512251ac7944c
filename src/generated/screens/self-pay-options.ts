// generated from specs/ — do not edit
// The compiled screen of specs/screens/self-pay-options.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/selfPayOption',
  title: 'Self Pay Options',
  access: { roles: ['superAdmin'] },
  kind: 'list',
  menu: { label: 'Self Pay Options', group: 'Admin', order: 125 },
  source: {
    operation: 'getSelfPayOptions',
    pageSize: 20,
    orderBy: { field: 'days', direction: 'asc' },
    access: { roles: ['superAdmin'] },
    paging: 'camel',
    filtersAt: 'search',
  },
  columns: [
    { field: 'days', header: 'Number of Days', sortable: true },
    { field: 'formatted_daily_price', header: 'Daily Price' },
    { field: 'formatted_total_price', header: 'Total' },
    { field: 'name', header: 'Message' },
  ],
  empty: 'This list is empty',
  modalForm: { form: 'selfPayOption', title: 'Create Self Pay Option', createLabel: 'Add Self Pay Option' },
  rowActions: [
    { label: 'Edit', form: 'selfPayOption', access: { roles: ['superAdmin'] } },
    {
      label: 'Delete',
      operation: 'deleteSelfPayOption',
      params: { id: 'id' },
      confirm: { title: 'Are you sure?', message: 'Delete this self pay option?', confirmLabel: 'Delete' },
      success: 'The option has been deleted',
      color: 'red',
      access: { roles: ['superAdmin'] },
    },
  ],
};
