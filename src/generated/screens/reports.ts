// generated from specs/ — do not edit
// The compiled screen of specs/screens/reports.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/admin/reports',
  title: 'Reports',
  access: { roles: ['superAdmin', 'reportAccess'] },
  kind: 'custom',
  screen: 'reports',
  menu: { label: 'Reports', group: 'Admin', order: 120 },
};
