import type { Feature } from '../Feature';
import { createFirmwareHandlers } from './createFirmwareHandlers';

/** The firmware feature: firmware versions and uploads. */
export const firmwareFeature: Feature = {
  name: 'firmware',
  handlers: (deps) => ({
    ...createFirmwareHandlers(deps.db, deps.files),
  }),
};
