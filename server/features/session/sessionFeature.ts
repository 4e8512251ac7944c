import { featurePlugin } from '../Feature';
import { createSessionHandlers } from './createSessionHandlers';

/** The session feature: the sign-in calls: login, two-factor codes, refresh, logout, password reset and privacy consent. */
export const sessionFeature = featurePlugin('session', (deps) => ({
  ...createSessionHandlers(deps),
}));
