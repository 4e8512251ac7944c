import { featurePlugin } from '../Feature';
import { createPromptEditorHandlers } from './createPromptEditorHandlers';

/** The prompt editor's Store Prompts: a template version's whole prompt flow, validated and stored. */
export const promptEditorFeature = featurePlugin('promptEditor', (deps) =>
  createPromptEditorHandlers(deps.db),
);
