import { describe, expect, it } from 'vitest';
import { createEmbeddedAddressLookup } from './createEmbeddedAddressLookup';

const lookup = createEmbeddedAddressLookup();

describe('embedded address lookup (US ZIP directory)', () => {
  it('[address-autocomplete] "123 Main" suggests real addresses and details fill line 1, city, state and zip', async () => {
    const suggestions = await lookup.suggest('123 Main', 5);
    expect(suggestions.map((s) => s.description)).toEqual([
      '123 Main Street, Springfield, IL 62701',
      '123 Main Street, Evanston, IL 60201',
      '123 Main Street, New York, NY 10001',
    ]);
    expect(await lookup.details(suggestions[0]?.place_id ?? '')).toEqual({
      line_1: '123 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
    });
  });

  it('[address-autocomplete] a ZIP suggests its city; details fill city, state and zip', async () => {
    const [first] = await lookup.suggest('53202', 5);
    expect(first?.description).toBe('Milwaukee, WI 53202');
    expect(await lookup.details(first?.place_id ?? '')).toEqual({ line_1: '', city: 'Milwaukee', state: 'WI', zip_code: '53202' });
    expect((await lookup.suggest('606', 3)).length).toBe(3);
  });

  it('suggests nothing for one letter and knows no foreign place ids', async () => {
    expect(await lookup.suggest('M', 5)).toEqual([]);
    expect(await lookup.details('ChIJ-not-ours')).toBeNull();
  });
});
