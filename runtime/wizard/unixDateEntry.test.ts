import { describe, expect, it } from 'vitest';
import { unixDateEntry, unixDateText } from './unixDateEntry';

describe('unixDateEntry', () => {
  it.each([
    { given: '03/02/2026', want: 1772409600 },
    { given: '03022026', want: 1772409600 },
    { given: '03/02/20', want: undefined },
    { given: '02/30/2026', want: undefined },
    { given: '', want: undefined },
  ])('$given → $want', ({ given, want }) => {
    expect(unixDateEntry(given)).toBe(want);
  });

  it('writes unix seconds back as MM/DD/YYYY', () => {
    expect(unixDateText(1772409600)).toBe('03/02/2026');
    expect(unixDateText(undefined)).toBe('');
  });
});
