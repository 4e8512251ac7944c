import { describe, expect, it } from 'vitest';
import { nearestName } from './nearestName';

describe('nearestName', () => {
  it.each([
    ['painColor', 'painColour'],
    ['unixdate', 'unixDate'],
    ['sesions', 'sessions'],
    ['zzzzzzzzzzzz', undefined],
  ])('suggests %s → %s', (given, want) => {
    expect(nearestName(given, ['painColour', 'unixDate', 'unixDateTime', 'sessions', 'phone'])).toBe(want);
  });

  it('suggests nothing when nothing is known', () => {
    expect(nearestName('text', [])).toBeUndefined();
  });
});
