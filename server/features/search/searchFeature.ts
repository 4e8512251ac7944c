import { featurePlugin } from '../Feature';
import { createSearchHandlers } from './createSearchHandlers';

/** The search feature: the asset search. */
export const searchFeature = featurePlugin('search', (deps) => ({
  ...createSearchHandlers(deps.db),
}));
