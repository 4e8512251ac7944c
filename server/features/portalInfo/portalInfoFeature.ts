import type { Feature } from '../Feature';
import { createPortalInfoHandlers } from './createPortalInfoHandlers';

/** The portalInfo feature: demo mode and version for the portal's banner. */
export const portalInfoFeature: Feature = {
  name: 'portalInfo',
  handlers: (deps) => ({
    ...createPortalInfoHandlers(deps.config),
  }),
};
