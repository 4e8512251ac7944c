import { featurePlugin } from '../Feature';
import { createNpiHandlers } from './createNpiHandlers';

/** The npi feature: the NPI registry search. */
export const npiFeature = featurePlugin('npi', (deps) => ({
  ...createNpiHandlers(deps.npiRegistry),
}));
