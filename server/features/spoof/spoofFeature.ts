import type { Feature } from '../Feature';
import { createSpoofHandlers } from './createSpoofHandlers';

/** The spoof feature: a super user acting as a practice's member. */
export const spoofFeature: Feature = {
  name: 'spoof',
  handlers: (deps) => ({
    ...createSpoofHandlers(deps.db),
  }),
};
