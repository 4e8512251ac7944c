import { featurePlugin } from '../Feature';
import { createLicenceHandlers } from './createLicenceHandlers';

/** The licences feature: monitoring therapists' licences. */
export const licencesFeature = featurePlugin('licences', (deps) => ({
  ...createLicenceHandlers(deps.db, deps.files, deps.config),
}));
