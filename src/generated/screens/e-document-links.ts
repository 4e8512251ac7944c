// generated from specs/ — do not edit
// The compiled screen of specs/screens/e-document-links.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/eDocumentLinks',
  title: 'E-Document Links',
  access: { roles: ['superAdmin', 'csManager'] },
  kind: 'list',
  menu: { label: 'E-Document Links', group: 'Admin', order: 127 },
  source: {
    operation: 'queryGeneralForms',
    pageSize: 200,
    orderBy: { field: 'id', direction: 'asc' },
    access: { signedIn: true },
    paging: 'whole',
    filtersAt: 'search',
  },
  columns: [
    { field: 'name', header: 'Name' },
    { field: 'description', header: 'Description' },
    { field: 'url', header: 'URL' },
  ],
  editable: {
    form: 'eDocumentLink',
    rowLabel: 'name',
    update: {
      operation: 'updateGeneralForm',
      params: { id: 'id' },
      success: 'The e-document link has been saved.',
      access: { roles: ['superAdmin', 'csManager'] },
    },
  },
  empty: 'This list is empty',
};
