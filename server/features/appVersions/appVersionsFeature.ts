import { featurePlugin } from '../Feature';
import { createAppVersionHandlers } from './createAppVersionHandlers';

/** The appVersions feature: patient app versions. */
export const appVersionsFeature = featurePlugin('appVersions', (deps) => ({
  ...createAppVersionHandlers(deps.db),
}));
