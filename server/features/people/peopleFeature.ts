import type { Feature } from '../Feature';
import { createPeopleHandlers } from './createPeopleHandlers';

/** The people feature: surgeons, therapists and equipment suppliers for the patient filters. */
export const peopleFeature: Feature = {
  name: 'people',
  handlers: (deps) => ({
    ...createPeopleHandlers(deps.db),
  }),
};
