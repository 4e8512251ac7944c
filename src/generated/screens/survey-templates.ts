// generated from specs/ — do not edit
// The compiled screen of specs/screens/survey-templates.screen.yaml.
import type { CompiledListScreen } from '../compiled-types';

export const screen: CompiledListScreen = {
  route: '/surveyTemplates',
  title: 'RTM Survey Template Library',
  access: { roles: ['superAdmin', 'rtmConfigManager'] },
  kind: 'list',
  menu: { label: 'RTM Survey Template Library', group: 'Remote Monitoring', order: 112 },
  source: {
    operation: 'listRtmTemplates',
    pageSize: 500,
    orderBy: { field: 'order', direction: 'asc' },
    access: { roles: ['superAdmin', 'rtmConfigManager'] },
    paging: 'whole',
    filtersAt: 'body',
  },
  columns: [
    { field: 'identifier', header: 'Template ID' },
    { field: 'name', header: 'Name', format: 'rtmTemplateName' },
    { field: 'tile_color_hex', header: 'Tile Colour', format: 'colourSwatch' },
    { field: 'pt_assignable', header: 'PT Assignable', format: 'yesNo' },
    { field: 'pta_assignable', header: 'PTA Assignable', format: 'yesNo' },
    { field: 'patient_not_in_session', header: 'Patient Not In Session', format: 'yesNo' },
    { field: 'rtm_survey_template_versions', header: 'Versions', format: 'rtmTemplateVersions' },
  ],
  empty: 'No templates yet',
  rowActions: [
    { label: 'Edit', form: 'rtmTemplateEdit', access: { roles: ['superAdmin', 'rtmConfigManager'] } },
    {
      label: 'Archive',
      color: 'red',
      operation: 'archiveRtmTemplate',
      params: { id: 'id' },
      confirm: {
        title: 'Archive',
        message: 'Archive the template {name}? It leaves the library and cannot be assigned any more.',
        confirmLabel: 'Archive',
      },
      success: 'The template has been archived',
      access: { roles: ['superAdmin', 'rtmConfigManager'] },
    },
  ],
  modalForm: {
    panel: 'rtmTemplateEdit',
    title: 'Create Template',
    editTitle: 'Edit Template',
    createLabel: 'Create Template',
  },
  panelButtons: [{ label: 'RTM Configuration', panel: 'rtmAutoAssignConfig', title: 'RTM Configuration' }],
  reorder: {
    operation: 'reorderRtmTemplates',
    field: 'templates',
    fields: ['id', 'name'],
    labelField: 'name',
    success: 'Templates reordered successfully',
    failure: 'Failed to reorder templates - changes reverted',
    instructions:
      'To pick up a template, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
    pickedUp: 'Picked up template {from}.',
    over: 'Template {from} is over position {to}.',
    dropped: 'Template {from} was dropped at position {to}.',
    cancelled: 'Moving template {from} was cancelled.',
    access: { roles: ['superAdmin', 'rtmConfigManager'] },
  },
};
