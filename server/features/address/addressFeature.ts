import { featurePlugin } from '../Feature';
import { createAddressHandlers } from './createAddressHandlers';

/** The address feature: address autocomplete. */
export const addressFeature = featurePlugin('address', (deps) => ({
  ...createAddressHandlers(deps.addressLookup),
}));
