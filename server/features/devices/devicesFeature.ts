import { featurePlugin } from '../Feature';
import { createDeviceHandlers } from './createDeviceHandlers';
import { createTabletHandlers } from './createTabletHandlers';

/** The devices feature: the device list, one device, sessions, and the tablets through their adapter. */
export const devicesFeature = featurePlugin('devices', (deps) => ({
  ...createDeviceHandlers(deps.db),
  ...createTabletHandlers(deps.db, deps.tablets),
}));
