// generated from specs/ — do not edit
// The compiled screen of specs/screens/template-assignment.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/promptAssignment',
  title: 'RTM Patient Template Assignment',
  access: { roles: ['superAdmin', 'rtmConfigManager'] },
  kind: 'custom',
  screen: 'templateAssignment',
  menu: { label: 'RTM Patient Template Assignment', group: 'Remote Monitoring', order: 113 },
};
