import type { Feature } from '../Feature';
import { createSelfPayHandlers } from './createSelfPayHandlers';

/** The selfPay feature: self-pay options and extension prices. */
export const selfPayFeature: Feature = {
  name: 'selfPay',
  handlers: (deps) => ({
    ...createSelfPayHandlers(deps.db),
  }),
};
