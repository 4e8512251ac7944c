import { describe, expect, it } from 'vitest';
import { isoDayFormat } from './isoDayFormat';

describe('isoDayFormat', () => {
  it.each([
    { given: '2026-11-24', want: { kind: 'text', text: '11/24/2026' } },
    { given: '2026-01-02T10:00:00Z', want: { kind: 'text', text: '01/02/2026' } },
    { given: 'soon', want: { kind: 'empty' } },
    { given: null, want: { kind: 'empty' } },
  ])('shows $given as $want', ({ given, want }) => {
    expect(isoDayFormat(given, {})).toEqual(want);
  });
});
