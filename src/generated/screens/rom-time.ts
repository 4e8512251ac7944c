// generated from specs/ — do not edit
// The compiled screen of specs/screens/rom-time.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/romTime/{patientID}',
  title: 'ROMTime',
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
  screen: 'romTimeView',
};
