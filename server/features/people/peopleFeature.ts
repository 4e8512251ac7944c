import { featurePlugin } from '../Feature';
import { createPeopleHandlers } from './createPeopleHandlers';

/** The people feature: surgeons, therapists and equipment suppliers for the patient filters. */
export const peopleFeature = featurePlugin('people', (deps) => ({
  ...createPeopleHandlers(deps.db),
}));
