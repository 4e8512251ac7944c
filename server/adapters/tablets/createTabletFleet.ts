import type { ServerConfig } from '../../config/ServerConfig';
import { createDeviceManagementClient } from './createDeviceManagementClient';
import { createTabletFleetSimulator } from './createTabletFleetSimulator';
import type { TabletFleet } from './TabletFleet';

/** IMEIs of the demo tablets that never reported (see server/seeding/seedDeviceFleet.ts). */
export const silentDemoTabletImeis = ['356000000000099'];

/**
 * The tablet fleet the configuration asks for: the device-management service at
 * `tabletManagementUrl` (TABLET_MANAGEMENT_URL) when set, else the embedded simulator.
 *
 * @example
 * const fleet = createTabletFleet(readServerConfig(process.env));
 */
export function createTabletFleet(config: Pick<ServerConfig, 'tabletManagementUrl' | 'tabletManagementToken'>): TabletFleet {
  return config.tabletManagementUrl
    ? createDeviceManagementClient({ url: config.tabletManagementUrl, token: config.tabletManagementToken })
    : createTabletFleetSimulator({ silentImeis: silentDemoTabletImeis });
}
