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
    panels: [
      {
        name: 'versions',
        title: 'Versions',
        list: {
          source: {
            operation: 'getRtmTemplate',
            params: { id: 'id' },
            rows: 'rtm_survey_template_versions',
            pageSize: 500,
            access: { roles: ['superAdmin', 'rtmConfigManager'] },
            paging: 'whole',
            filtersAt: 'body',
          },
          columns: [
            { field: 'identifier', header: 'Version' },
            { field: 'created_at', header: 'Created', format: 'localDay' },
            { field: 'prompt_count', header: 'Prompts' },
          ],
          rowLink: { to: '/surveyTemplates/{rtm_survey_template_id}/versions/{id}' },
          rowActions: [
            {
              label: 'Open',
              to: '/surveyTemplates/{rtm_survey_template_id}/versions/{id}',
              access: { roles: ['superAdmin', 'rtmConfigManager'] },
            },
            {
              label: 'Archive',
              color: 'red',
              operation: 'archiveRtmTemplateVersion',
              params: { id: 'id' },
              confirm: {
                title: 'Archive',
                message:
                  'Archive the version {identifier}? It leaves the list and cannot be assigned any more.',
                confirmLabel: 'Archive',
              },
              success: 'The version has been archived',
              access: { roles: ['superAdmin', 'rtmConfigManager'] },
            },
          ],
          empty: 'This template has no versions yet',
        },
      },
    ],
  },
};
