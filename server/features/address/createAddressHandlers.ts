import { AddressLookupError, type AddressLookup } from '../../adapters/address/AddressLookup';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';

/** Answered when a place id names no address. */
export const unknownPlaceMessage = 'The address could not be found.';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The adapter's 'cURL error ...' message; the portal shows 'Third-party server failed. Please try again.'
    if (error instanceof AddressLookupError) throw new ApiError(502, { message: error.message });
    throw error;
  }
}

/**
 * Address autocomplete ([address-autocomplete]): `suggestAddresses` (suggestions for what was
 * typed) and `placeDetails` (POST google/place_details {place_id} → line_1, city, state,
 * zip_code), answered by the configured lookup (Google Places or the embedded one).
 *
 * @example
 * operations.register(app, 'address', { ...createAddressHandlers(lookup) });
 */
export function createAddressHandlers(lookup: AddressLookup): OperationHandlers {
  return {
    suggestAddresses(call) {
      const body = call.body;
      return guarded(() => lookup.suggest(body.input, body.limit ?? 5));
    },
    async placeDetails(call) {
      const body = call.body;
      const parts = await guarded(() => lookup.details(body.place_id));
      if (!parts) throw new ApiError(404, { message: unknownPlaceMessage });
      return parts;
    },
  };
}
