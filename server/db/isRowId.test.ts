import { describe, expect, it } from 'vitest';
import { isRowId } from './isRowId';

describe('isRowId', () => {
  it('accepts whole numbers from 1 to the integer maximum and nothing else', () => {
    expect([1, 42, 2_147_483_647].map(isRowId)).toEqual([true, true, true]);
    expect([0, -1, 1.5, 2_147_483_648, 9.2e18, Number.NaN, Infinity].map(isRowId)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
