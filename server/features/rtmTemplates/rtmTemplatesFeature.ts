import { featurePlugin } from '../Feature';
import { createRtmTemplateHandlers } from './createRtmTemplateHandlers';

/** The RTM survey template library: templates, their order and versions, and the auto-assign choices. */
export const rtmTemplatesFeature = featurePlugin('rtmTemplates', (deps) => createRtmTemplateHandlers(deps.db, deps.clock));
