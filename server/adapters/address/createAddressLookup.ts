import type { ServerConfig } from '../../config/ServerConfig';
import type { AddressLookup } from './AddressLookup';
import { createEmbeddedAddressLookup } from './createEmbeddedAddressLookup';
import { createGooglePlacesLookup } from './createGooglePlacesLookup';

/**
 * The address lookup the configuration asks for: Google Places when `googlePlacesApiKey` is set,
 * else the embedded lookup of the demo.
 *
 * @example
 * const lookup = createAddressLookup(readServerConfig(process.env));
 */
export function createAddressLookup(config: Pick<ServerConfig, 'googlePlacesApiKey' | 'googlePlacesUrl'>): AddressLookup {
  if (!config.googlePlacesApiKey) return createEmbeddedAddressLookup();
  return createGooglePlacesLookup({
    apiKey: config.googlePlacesApiKey,
    ...(config.googlePlacesUrl ? { url: config.googlePlacesUrl } : {}),
  });
}
