import { featurePlugin } from '../Feature';
import { createPortalInfoHandlers } from './createPortalInfoHandlers';

/** The portalInfo feature: demo mode and version for the portal's banner. */
export const portalInfoFeature = featurePlugin('portalInfo', (deps) => ({
  ...createPortalInfoHandlers(deps.config),
}));
