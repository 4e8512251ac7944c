// generated from specs/ — do not edit
// The compiled screen of specs/screens/treatment-plan-editor.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/treatmentPlan/{patientID}/{planID}',
  aliases: ['/treatmentPlan/{patientID}'],
  title: 'Treatment Plan',
  access: { permissions: ['viewPlan'] },
  kind: 'custom',
  screen: 'treatmentPlanEditor',
};
