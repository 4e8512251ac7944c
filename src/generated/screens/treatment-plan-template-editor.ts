// generated from specs/ — do not edit
// The compiled screen of specs/screens/treatment-plan-template-editor.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/treatmentPlanTemplate/{templateID}',
  title: 'Treatment Plan Template',
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
    permissions: ['viewPlan'],
  },
  kind: 'custom',
  screen: 'treatmentPlanTemplateEditor',
};
