import { featurePlugin } from '../Feature';
import { createRtmPromptHandlers } from './createRtmPromptHandlers';

/** The RTM prompts feature: a patient's or a version's prompt flow, and storing an answered flow. */
export const rtmPromptsFeature = featurePlugin('rtmPrompts', (deps) => createRtmPromptHandlers(deps.db, deps.clock));
