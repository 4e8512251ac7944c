import type { Feature } from '../Feature';
import { createLookupHandlers } from './createLookupHandlers';

/** The lookups feature: the lookup lists loaded after sign-in. */
export const lookupsFeature: Feature = {
  name: 'lookups',
  handlers: (deps) => ({
    ...createLookupHandlers(deps.db),
  }),
};
