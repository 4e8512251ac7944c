import { describe, expect, it } from 'vitest';
import { sameStepData } from './sameStepData';

describe('sameStepData', () => {
  it.each([
    { a: {}, b: { address: {}, note: '' }, want: true },
    { a: { b: 1, a: 2 }, b: { a: 2, b: 1 }, want: true },
    { a: { name: 'Ann' }, b: { name: 'Ann', address: { city: 'X' } }, want: false },
    { a: { cpt: [] }, b: {}, want: false },
  ])('$a vs $b → $want', ({ a, b, want }) => {
    expect(sameStepData(a, b)).toBe(want);
  });
});
