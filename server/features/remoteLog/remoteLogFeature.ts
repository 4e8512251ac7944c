import type { Feature } from '../Feature';
import { createRemoteLogHandlers } from './createRemoteLogHandlers';

/** The remoteLog feature: the portal's remote log. */
export const remoteLogFeature: Feature = {
  name: 'remoteLog',
  handlers: (deps) => ({
    ...createRemoteLogHandlers(deps.db, deps.clock),
  }),
};
