import type { ServerConfig } from '../../config/ServerConfig';
import { createEmbeddedNpiRegistry } from './createEmbeddedNpiRegistry';
import { createNppesRegistry } from './createNppesRegistry';
import type { NpiRegistry } from './NpiRegistry';

/**
 * The NPI registry the configuration asks for: NPPES at `npiRegistryUrl` when set, else the
 * embedded directory of the demo.
 *
 * @example
 * const registry = createNpiRegistry(readServerConfig(process.env));
 */
export function createNpiRegistry(config: Pick<ServerConfig, 'npiRegistryUrl'>): NpiRegistry {
  return config.npiRegistryUrl ? createNppesRegistry({ url: config.npiRegistryUrl }) : createEmbeddedNpiRegistry();
}
