// generated from specs/ — do not edit
// The compiled screen of specs/screens/treatment-plan-template.screen.yaml.
import type { CompiledDetailScreen } from '../compiled-types';

export const screen: CompiledDetailScreen = {
  route: '/treatmentPlanTemplate/{id}',
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
    anyPermission: ['viewPlan', 'editPlan'],
  },
  kind: 'detail',
  detail: {
    source: { operation: 'getTreatmentPlanTemplate', params: { id: 'id' } },
    heading: '{name}',
    notFound: 'Template not found',
    fields: [
      { field: 'num_of_days', label: 'Days', format: 'number' },
      { field: 'is_default', label: 'Default', format: 'yesNo' },
      { field: 'description', label: 'Description' },
    ],
  },
};
