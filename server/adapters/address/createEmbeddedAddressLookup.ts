import zipcodes from 'zipcodes';
import type { AddressLookup, AddressParts, AddressSuggestion } from './AddressLookup';

/** Streets the demo knows, each in a real ZIP; a typed house number is combined with them. */
const streets: readonly { street: string; zip: string }[] = [
  { street: 'Main Street', zip: '62701' },
  { street: 'Main Street', zip: '60201' },
  { street: 'Main Street', zip: '10001' },
  { street: 'Market Street', zip: '94103' },
  { street: 'Market Street', zip: '17101' },
  { street: 'Lakeshore Drive', zip: '60611' },
  { street: 'Lake Shore Drive', zip: '60657' },
  { street: 'Harrison Street', zip: '60612' },
  { street: 'Harbor Way', zip: '46402' },
  { street: 'Summit Avenue', zip: '53202' },
  { street: 'River Road', zip: '60201' },
  { street: 'Walnut Street', zip: '19107' },
  { street: 'Fannin Street', zip: '77030' },
  { street: 'Broadway', zip: '80203' },
  { street: 'Broadway', zip: '10012' },
  { street: 'Francis Street', zip: '02115' },
  { street: 'Pasteur Drive', zip: '94304' },
  { street: 'Peachtree Street NE', zip: '30303' },
  { street: 'Pennsylvania Avenue NW', zip: '20004' },
  { street: 'Congress Avenue', zip: '78701' },
];

const prefix = 'embedded:';

function placeId(parts: { number: string; street: string; zip: string }): string {
  return `${prefix}${[parts.number, parts.street, parts.zip].map(encodeURIComponent).join('|')}`;
}

function describe(line1: string, zip: string): string | null {
  const place = zipcodes.lookup(zip);
  if (!place) return null;
  return `${line1 ? `${line1}, ` : ''}${place.city}, ${place.state} ${place.zip}`;
}

/**
 * The demo's address lookup: a typed ZIP (3 to 5 digits) suggests the city of each ZIP it
 * starts; "123 Main" suggests "123 Main Street, Springfield, IL 62701" and the other known
 * streets starting with the typed words, city and state from the US ZIP directory (`zipcodes`).
 * Place ids are self-describing, so details need no state.
 *
 * @example
 * const lookup = createEmbeddedAddressLookup();
 * const [first] = await lookup.suggest('123 Main', 5);
 * await lookup.details(first.place_id); // { line_1: '123 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' }
 */
export function createEmbeddedAddressLookup(): AddressLookup {
  return {
    suggest(input: string, limit: number): Promise<AddressSuggestion[]> {
      const typed = input.trim().replace(/\s+/g, ' ');
      const suggestions: AddressSuggestion[] = [];
      if (/^\d{3,5}$/.test(typed)) {
        const zips = Object.keys(zipcodes.codes)
          .filter((zip) => /^\d{5}$/.test(zip) && zip.startsWith(typed))
          .sort()
          .slice(0, limit);
        for (const zip of zips) {
          const description = describe('', zip);
          if (description) suggestions.push({ place_id: placeId({ number: '', street: '', zip }), description });
        }
        return Promise.resolve(suggestions);
      }
      const match = /^(\d+[A-Za-z]?)?\s*(.*)$/.exec(typed);
      const number = match?.[1] ?? '';
      const words = (match?.[2] ?? '').toLowerCase();
      if (words.length < 2 && number === '') return Promise.resolve([]);
      for (const { street, zip } of streets) {
        if (suggestions.length >= limit) break;
        if (words !== '' && !street.toLowerCase().startsWith(words)) continue;
        const line1 = number ? `${number} ${street}` : street;
        const description = describe(line1, zip);
        if (description) suggestions.push({ place_id: placeId({ number, street, zip }), description });
      }
      return Promise.resolve(suggestions);
    },

    details(id: string): Promise<AddressParts | null> {
      if (!id.startsWith(prefix)) return Promise.resolve(null);
      const [number = '', street = '', zip = ''] = id.slice(prefix.length).split('|').map(decodeURIComponent);
      const place = zipcodes.lookup(zip);
      if (!place) return Promise.resolve(null);
      return Promise.resolve({
        line_1: [number, street].filter(Boolean).join(' '),
        city: place.city,
        state: place.state,
        zip_code: place.zip,
      });
    },
  };
}
