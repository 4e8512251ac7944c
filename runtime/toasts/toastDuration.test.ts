import { describe, expect, it } from 'vitest';
import { toastDuration } from './toastDuration';

describe('toastDuration', () => {
  it.each([
    [undefined, 5000],
    [3000, 3000],
    [500, 2000],
    [60_000, 10_000],
    [Number.NaN, 5000],
  ])('[toast-shape] a toast asked to stay %s ms stays %d ms', (requested, want) => {
    expect(toastDuration(requested)).toBe(want);
  });
});
