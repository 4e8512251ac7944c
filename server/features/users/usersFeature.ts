import { featurePlugin } from '../Feature';
import { createUserHandlers } from './createUserHandlers';

/** The users feature: user management. */
export const usersFeature = featurePlugin('users', (deps) => ({
  ...createUserHandlers(deps.db, deps.clock, deps.mailer),
}));
