import type { Feature } from '../Feature';
import { createDeviceHandlers } from './createDeviceHandlers';
import { createTabletHandlers } from './createTabletHandlers';

/** The devices feature: the device list, one device, sessions, and the tablets through their adapter. */
export const devicesFeature: Feature = {
  name: 'devices',
  handlers: (deps) => ({
    ...createDeviceHandlers(deps.db),
    ...createTabletHandlers(deps.db, deps.tablets),
  }),
};
