import type { Feature } from '../Feature';
import { createLicenceHandlers } from './createLicenceHandlers';

/** The licences feature: monitoring therapists' licences. */
export const licencesFeature: Feature = {
  name: 'licences',
  handlers: (deps) => ({
    ...createLicenceHandlers(deps.db, deps.files, deps.config),
  }),
};
