// generated from specs/ — do not edit
// The compiled screen of specs/screens/treatment-plan-template-new.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/treatmentPlanTemplate/new',
  title: 'New Treatment Plan Template',
  access: {
    roles: [
      'superAdmin',
      'customerService',
      'sales',
      'technology',
      'executive',
      'billing',
      'csManager',
      'reportAccess',
      'serviceAccount',
      'dme',
      'surgicalCenter',
      'surgeon',
      'physicalTherapist',
    ],
    permissions: ['addPlan'],
  },
  kind: 'custom',
  screen: 'treatmentPlanTemplateEditor',
};
