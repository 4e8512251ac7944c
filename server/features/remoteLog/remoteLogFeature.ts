import { featurePlugin } from '../Feature';
import { createRemoteLogHandlers } from './createRemoteLogHandlers';

/** The remoteLog feature: the portal's remote log. */
export const remoteLogFeature = featurePlugin('remoteLog', (deps) => ({
  ...createRemoteLogHandlers(deps.db, deps.clock),
}));
