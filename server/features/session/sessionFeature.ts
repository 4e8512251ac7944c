import type { Feature } from '../Feature';
import { createSessionHandlers } from './createSessionHandlers';

/** The session feature: the sign-in calls: login, two-factor codes, refresh, logout, password reset and privacy consent. */
export const sessionFeature: Feature = {
  name: 'session',
  handlers: (deps) => ({
    ...createSessionHandlers(deps),
  }),
};
