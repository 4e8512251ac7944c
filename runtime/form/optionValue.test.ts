import { describe, expect, it } from 'vitest';
import { optionValue } from './optionValue';

describe('optionValue', () => {
  it.each([
    { selected: '0', schema: { type: 'integer' as const }, want: 0 },
    { selected: '2', schema: { type: ['number' as const, 'null' as const] }, want: 2 },
    { selected: 'IL', schema: { type: 'string' as const }, want: 'IL' },
    { selected: null, schema: { type: 'integer' as const }, want: undefined },
    { selected: '', schema: { type: 'string' as const }, want: undefined },
  ])('$selected as $schema.type → $want', ({ selected, schema, want }) => {
    expect(optionValue(selected, schema)).toBe(want);
  });
});
