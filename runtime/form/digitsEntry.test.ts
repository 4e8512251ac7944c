import { describe, expect, it } from 'vitest';
import { digitsEntry } from './digitsEntry';

describe('digitsEntry', () => {
  it.each([
    { typed: '1234567890', max: 10, want: '1234567890' },
    { typed: '12345678901', max: 10, want: '1234567890' },
    { typed: '12a-3 4', max: 10, want: '1234' },
    { typed: 'abc', max: 10, want: '' },
    { typed: '123456789012', max: undefined, want: '123456789012' },
  ])('NPI entry: $typed (max $max) → $want', ({ typed, max, want }) => {
    expect(digitsEntry(typed, max)).toBe(want);
  });
});
