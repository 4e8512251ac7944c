import { AddressLookupError, type AddressLookup, type AddressParts, type AddressSuggestion } from './AddressLookup';

/** Google's Places web service (the legacy JSON endpoints). */
export const googlePlacesDefaultUrl = 'https://maps.googleapis.com/maps/api/place';

/** Options of {@link createGooglePlacesLookup}. */
export interface GooglePlacesOptions {
  apiKey: string;
  /** The service's base URL; a fake server's in tests. */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Component {
  long_name?: string;
  short_name?: string;
  types?: string[];
}

const okStatuses = new Set(['OK', 'ZERO_RESULTS']);

/**
 * Address autocomplete through Google Places: Autocomplete (US addresses) for suggestions and
 * Place Details (address components) for line 1, city, state and ZIP. A failed call rejects with
 * an {@link AddressLookupError} whose message is in the catalogue's 'cURL error' form.
 *
 * @example
 * const lookup = createGooglePlacesLookup({ apiKey: process.env.GOOGLE_PLACES_API_KEY! });
 */
export function createGooglePlacesLookup(options: GooglePlacesOptions): AddressLookup {
  const base = (options.url ?? googlePlacesDefaultUrl).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function getJson(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('key', options.apiKey);
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new AddressLookupError('cURL error 7: the address service could not be reached');
    }
    if (!response.ok) throw new AddressLookupError(`cURL error 22: the address service answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const status = typeof body.status === 'string' ? body.status : 'UNKNOWN_ERROR';
    if (!okStatuses.has(status) && status !== 'NOT_FOUND' && status !== 'INVALID_REQUEST') {
      throw new AddressLookupError(`cURL error 22: the address service refused the request (${status})`);
    }
    return body;
  }

  return {
    async suggest(input: string, limit: number): Promise<AddressSuggestion[]> {
      const body = await getJson('autocomplete/json', { input, types: 'address', components: 'country:us' });
      const predictions = Array.isArray(body.predictions) ? (body.predictions as { place_id?: string; description?: string }[]) : [];
      return predictions
        .filter((prediction) => prediction.place_id && prediction.description)
        .slice(0, limit)
        .map((prediction) => ({ place_id: String(prediction.place_id), description: String(prediction.description) }));
    },

    async details(placeId: string): Promise<AddressParts | null> {
      const body = await getJson('details/json', { place_id: placeId, fields: 'address_component' });
      const result = body.result as { address_components?: Component[] } | undefined;
      if (!result?.address_components) return null;
      const find = (type: string) => result.address_components?.find((component) => component.types?.includes(type));
      const line1 = [find('street_number')?.long_name, find('route')?.short_name ?? find('route')?.long_name].filter(Boolean).join(' ');
      return {
        line_1: line1,
        city: find('locality')?.long_name ?? find('sublocality')?.long_name ?? find('postal_town')?.long_name ?? '',
        state: find('administrative_area_level_1')?.short_name ?? '',
        zip_code: find('postal_code')?.long_name ?? '',
      };
    },
  };
}
