import type { Feature } from '../Feature';
import { createNpiHandlers } from './createNpiHandlers';

/** The npi feature: the NPI registry search. */
export const npiFeature: Feature = {
  name: 'npi',
  handlers: (deps) => ({
    ...createNpiHandlers(deps.npiRegistry),
  }),
};
