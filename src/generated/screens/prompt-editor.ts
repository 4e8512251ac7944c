// generated from specs/ — do not edit
// The compiled screen of specs/screens/prompt-editor.screen.yaml.
import type { CompiledCustomScreen } from '../compiled-types';

export const screen: CompiledCustomScreen = {
  route: '/surveyTemplates/{templateId}/versions/{versionId}',
  title: 'RTM Template Prompts',
  access: { roles: ['superAdmin', 'rtmConfigManager'] },
  kind: 'custom',
  screen: 'promptEditor',
};
