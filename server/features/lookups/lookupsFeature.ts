import { featurePlugin } from '../Feature';
import { createLookupHandlers } from './createLookupHandlers';

/** The lookups feature: the lookup lists loaded after sign-in. */
export const lookupsFeature = featurePlugin('lookups', (deps) => ({
  ...createLookupHandlers(deps.db),
}));
