import { describe, expect, it } from 'vitest';
import { uploadSizeText } from './uploadSizeText';

describe('uploadSizeText', () => {
  it.each([
    { given: 1_048_576, want: '1 MB' },
    { given: 268_435_456, want: '256 MB' },
    { given: 16_384, want: '16 KB' },
    { given: 1_500_000, want: '1465 KB' },
  ])('writes $given bytes as $want', ({ given, want }) => {
    expect(uploadSizeText(given)).toBe(want);
  });
});
