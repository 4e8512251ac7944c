import type { Feature } from '../Feature';
import { createSearchHandlers } from './createSearchHandlers';

/** The search feature: the asset search. */
export const searchFeature: Feature = {
  name: 'search',
  handlers: (deps) => ({
    ...createSearchHandlers(deps.db),
  }),
};
