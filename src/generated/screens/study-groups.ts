// generated from specs/ — do not edit
// The compiled screen of specs/screens/study-groups.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/admin/studygroup',
  title: 'Study Groups',
  access: { roles: ['superAdmin', 'csManager'] },
  kind: 'list',
  menu: { label: 'Study Groups', group: 'Admin', order: 126 },
  source: {
    operation: 'queryStudyGroups',
    pageSize: 200,
    orderBy: { field: 'name', direction: 'asc' },
    access: { signedIn: true },
    paging: 'whole',
    filtersAt: 'search',
  },
  addBar: {
    field: 'name',
    label: 'Study group name',
    placeholder: 'Name of the new study group',
    operation: 'createStudyGroup',
    buttonLabel: 'Add',
    confirm: {
      title: 'Add study group',
      message: 'A study group cannot be edited after creation.',
      confirmLabel: 'Add',
    },
    success: 'The study group {name} has been added.',
    access: { roles: ['superAdmin', 'csManager'] },
  },
  columns: [{ field: 'name', header: 'Name', sortable: true }],
  rowActions: [
    {
      label: 'Delete',
      operation: 'deleteStudyGroup',
      params: { id: 'id' },
      confirm: { title: 'Are you sure?', message: 'This action cannot be undone', confirmLabel: 'Delete' },
      success: 'The study group has been deleted.',
      color: 'red',
      access: { roles: ['superAdmin'] },
    },
  ],
  empty: 'This list is empty',
};
