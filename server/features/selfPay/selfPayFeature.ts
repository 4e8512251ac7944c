import { featurePlugin } from '../Feature';
import { createSelfPayHandlers } from './createSelfPayHandlers';

/** The selfPay feature: self-pay options and extension prices. */
export const selfPayFeature = featurePlugin('selfPay', (deps) => ({
  ...createSelfPayHandlers(deps.db),
}));
