import type { Feature } from '../Feature';
import { createUserGuideHandlers } from './createUserGuideHandlers';

/** The userGuides feature: user guides. */
export const userGuidesFeature: Feature = {
  name: 'userGuides',
  handlers: (deps) => ({
    ...createUserGuideHandlers(deps.db, deps.files),
  }),
};
