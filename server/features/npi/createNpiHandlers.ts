import type { NpiRegistry, NpiSearch } from '../../adapters/npi/NpiRegistry';
import { NpiRegistryError } from '../../adapters/npi/NpiRegistryError';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';

/** The HTTP answer of each registry failure; the message is the adapter's, which the portal maps. */
const statusOf: Record<NpiRegistryError['kind'], number> = { unavailable: 502, transport: 502, 'not-found': 404 };

/**
 * The NPI search action (`searchNpi`, POST npi/search, [npi-search-params]): the request schema
 * already holds it to one kind of search (a number, a first and last name, or an organisation
 * name) with limit 100 and skip 0 by default; the registry's failures answer with messages the
 * portal's error catalogue maps (the CMS site named, 'NPI number not found', 'cURL error').
 *
 * @example
 * operations.register(app, 'npi', { ...createNpiHandlers(registry) });
 */
export function createNpiHandlers(registry: NpiRegistry): OperationHandlers {
  return {
    async searchNpi(call) {
      const { params } = call.body;
      const query: NpiSearch = { limit: params.limit ?? 100, skip: params.skip ?? 0 };
      if (params.number !== undefined) query.number = params.number;
      if (params.first_name !== undefined) query.first_name = params.first_name.trim();
      if (params.last_name !== undefined) query.last_name = params.last_name.trim();
      if (params.organization_name !== undefined) query.organization_name = params.organization_name.trim();
      try {
        return await registry.search(query);
      } catch (error) {
        if (error instanceof NpiRegistryError) throw new ApiError(statusOf[error.kind], { message: error.message });
        throw error;
      }
    },
  };
}
