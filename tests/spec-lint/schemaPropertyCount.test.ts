// The counter lives with the bench (which vitest does not collect); it is tested here.
import { describe, expect, it } from 'vitest';
import { countPropertyEntries } from '../bench/schemaPropertyCount';

describe('countPropertyEntries', () => {
  it('counts the entries of nested properties maps, in $defs and combinators too', () => {
    const schema = {
      properties: { title: { type: 'string' }, columns: { items: { properties: { field: {}, header: {} } } } },
      $defs: { action: { oneOf: [{ properties: { operation: {} } }] } },
    };
    expect(countPropertyEntries(schema)).toBe(5);
  });

  it('treats a property named `properties` as a name, not as a keyword', () => {
    expect(countPropertyEntries({ properties: { properties: { type: 'object' } } })).toBe(1);
  });

  it('does not count the keys of `examples`, which are sample specs, not schema', () => {
    const form = {
      properties: { schema: { type: 'object' } },
      examples: [{ schema: { type: 'object', properties: { name: { type: 'string' } } } }],
    };
    expect(countPropertyEntries(form)).toBe(1);
  });
});
