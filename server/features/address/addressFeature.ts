import type { Feature } from '../Feature';
import { createAddressHandlers } from './createAddressHandlers';

/** The address feature: address autocomplete. */
export const addressFeature: Feature = {
  name: 'address',
  handlers: (deps) => ({
    ...createAddressHandlers(deps.addressLookup),
  }),
};
