// generated from specs/ — do not edit
// The compiled screen of specs/screens/monitor-licences.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/admin/monitorTherapistDashboard',
  title: 'Patient Monitoring Licenses',
  access: { roles: ['superAdmin', 'monitoringSpecialist', 'monitoringManager', 'monitoringAssistant'] },
  kind: 'custom',
  screen: 'monitorLicences',
  menu: { label: 'Patient Monitoring Licenses', group: 'Remote Monitoring', order: 111 },
};
