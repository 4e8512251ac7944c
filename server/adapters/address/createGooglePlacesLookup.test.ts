// The real Google Places client against a local HTTP server speaking the Places protocol.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressLookupError } from './AddressLookup';
import { createGooglePlacesLookup } from './createGooglePlacesLookup';

let server: Server;
let url = '';
let failing = false;
const seen: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    seen.push(requestUrl);
    if (failing) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    if (requestUrl.pathname.endsWith('/autocomplete/json')) {
      response.end(JSON.stringify({ status: 'OK', predictions: [{ place_id: 'ChIJ123', description: '123 Main St, Springfield, IL, USA' }] }));
    } else {
      response.end(
        JSON.stringify({
          status: 'OK',
          result: {
            address_components: [
              { long_name: '123', short_name: '123', types: ['street_number'] },
              { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
              { long_name: 'Springfield', short_name: 'Springfield', types: ['locality', 'political'] },
              { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1', 'political'] },
              { long_name: '62701', short_name: '62701', types: ['postal_code'] },
            ],
          },
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/maps/api/place`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createGooglePlacesLookup (real HTTP client)', () => {
  it('[address-autocomplete] asks Autocomplete for US addresses and Place Details for the parts', async () => {
    const lookup = createGooglePlacesLookup({ apiKey: 'test-key', url });
    expect(await lookup.suggest('123 Main', 5)).toEqual([{ place_id: 'ChIJ123', description: '123 Main St, Springfield, IL, USA' }]);
    expect(seen[0]?.searchParams.get('input')).toBe('123 Main');
    expect(seen[0]?.searchParams.get('components')).toBe('country:us');
    expect(seen[0]?.searchParams.get('key')).toBe('test-key');
    expect(await lookup.details('ChIJ123')).toEqual({ line_1: '123 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' });
    expect(seen[1]?.searchParams.get('place_id')).toBe('ChIJ123');
  });

  it('[curl-error] a failing service rejects with a cURL error message', async () => {
    failing = true;
    try {
      const lookup = createGooglePlacesLookup({ apiKey: 'test-key', url });
      await expect(lookup.details('ChIJ123')).rejects.toThrow(AddressLookupError);
      await expect(lookup.suggest('1 Main', 5)).rejects.toThrow(/^cURL error/);
    } finally {
      failing = false;
    }
  });
});
