import type { Feature } from '../Feature';
import { createUserHandlers } from './createUserHandlers';

/** The users feature: user management. */
export const usersFeature: Feature = {
  name: 'users',
  handlers: (deps) => ({
    ...createUserHandlers(deps.db, deps.clock),
  }),
};
