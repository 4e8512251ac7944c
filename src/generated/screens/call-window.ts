// generated from specs/ — do not edit
// The compiled screen of specs/screens/call-window.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/call/{patientID}',
  title: 'ROMTime Call',
  access: {
    roles: [
      'surgeon',
      'physicalTherapist',
      'superAdmin',
      'csManager',
      'csSenior',
      'csJunior',
      'fieldSpecialist',
      'monitoringSpecialist',
      'monitoringManager',
    ],
  },
  kind: 'custom',
  layout: 'window',
  screen: 'callWindow',
};
