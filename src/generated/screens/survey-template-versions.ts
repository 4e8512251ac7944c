// generated from specs/ — do not edit
// The compiled screen of specs/screens/survey-template-versions.screen.yaml.
import type { CompiledDetailScreen } from '../compiled-types';

export const screen: CompiledDetailScreen = {
  route: '/surveyTemplates/{templateId}/versions',
  title: 'Template Versions',
  access: { roles: ['superAdmin', 'rtmConfigManager'] },
  kind: 'detail',
  detail: {
    source: { operation: 'getRtmTemplate', params: { id: 'templateId' } },
    heading: '{name}',
    notFound: 'Template not found.',
    badge: { field: 'identifier', label: 'Template ID' },
    fieldsOpen: true,
    fields: [
      { field: 'identifier', label: 'Template ID' },
      { field: 'name', label: 'Template Name' },
      { field: 'tile_color_hex', label: 'Tile Colour' },
      { field: 'pt_assignable', label: 'PT Assignable', format: 'yesNo' },
      { field: 'pta_assignable', label: 'PTA Assignable', format: 'yesNo' },
      { field: 'patient_not_in_session', label: 'Patient Not In Session', format: 'yesNo' },
    ],
    actions: [
      {
        label: 'Create Version',
        operation: 'createRtmTemplateVersion',
        params: { rtm_survey_template_id: 'id' },
        success: 'A new version has been created',
        access: { roles: ['superAdmin', 'rtmConfigManager'] },
      },
    ],
    panels: [{ panel: 'rtmTemplateVersions', title: 'Versions' }],
  },
};
