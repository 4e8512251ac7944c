import { describe, expect, it } from 'vitest';
import { escapeLike } from './escapeLike';

describe('escapeLike', () => {
  it.each([
    { given: 'smith', want: 'smith' },
    { given: '50%', want: '50\\%' },
    { given: 'o_neil', want: 'o\\_neil' },
    { given: 'back\\slash', want: 'back\\\\slash' },
  ])('escapes $given', ({ given, want }) => {
    expect(escapeLike(given)).toBe(want);
  });
});
