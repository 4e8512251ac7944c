// Address autocomplete as the middleware sees it: suggestions for what the user has typed, and
// the parts of the address a suggestion stands for (POST google/place_details). Two
// implementations: Google Places (createGooglePlacesLookup, when GOOGLE_PLACES_API_KEY is set)
// and an embedded one for the demo built on the US ZIP directory (createEmbeddedAddressLookup).

/** One suggestion: what to show and the id that place_details resolves. */
export interface AddressSuggestion {
  place_id: string;
  description: string;
}

/** The parts of an address the forms fill (document 1, section 7). */
export interface AddressParts {
  line_1: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface AddressLookup {
  /** Suggestions for `input` (at most `limit`). */
  suggest(input: string, limit: number): Promise<AddressSuggestion[]>;
  /** The address of a suggestion; null when the id is unknown. */
  details(placeId: string): Promise<AddressParts | null>;
}

/** A failed call to the address service; the message is in the catalogue's 'cURL error' form. */
export class AddressLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressLookupError';
  }
}
