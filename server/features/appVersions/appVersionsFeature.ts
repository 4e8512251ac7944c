import type { Feature } from '../Feature';
import { createAppVersionHandlers } from './createAppVersionHandlers';

/** The appVersions feature: patient app versions. */
export const appVersionsFeature: Feature = {
  name: 'appVersions',
  handlers: (deps) => ({
    ...createAppVersionHandlers(deps.db),
  }),
};
