import { featurePlugin } from '../Feature';
import { createUserGuideHandlers } from './createUserGuideHandlers';

/** The userGuides feature: user guides. */
export const userGuidesFeature = featurePlugin('userGuides', (deps) => ({
  ...createUserGuideHandlers(deps.db, deps.files),
}));
