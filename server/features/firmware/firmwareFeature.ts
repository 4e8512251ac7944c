import { featurePlugin } from '../Feature';
import { createFirmwareHandlers } from './createFirmwareHandlers';

/** The firmware feature: firmware versions and uploads. */
export const firmwareFeature = featurePlugin('firmware', (deps) => ({
  ...createFirmwareHandlers(deps.db, deps.files),
}));
