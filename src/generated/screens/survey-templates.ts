// generated from specs/ — do not edit
// The compiled screen of specs/screens/survey-templates.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/surveyTemplates',
  title: 'RTM Survey Template Library',
  access: { roles: ['superAdmin', 'rtmConfigManager'] },
  kind: 'custom',
  screen: 'surveyTemplateLibrary',
  menu: { label: 'RTM Survey Template Library', group: 'Remote Monitoring', order: 112 },
};
