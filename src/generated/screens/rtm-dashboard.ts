// generated from specs/ — do not edit
// The compiled screen of specs/screens/rtm-dashboard.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/admin/rtmDashboard',
  title: 'RTM Dashboard',
  access: { superUser: true },
  kind: 'custom',
  screen: 'rtmDashboard',
  menu: { label: 'RTM Dashboard', group: 'Remote Monitoring', order: 110 },
};
