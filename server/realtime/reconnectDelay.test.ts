import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnectDelay';

describe('reconnectDelay', () => {
  const backoff = { initialMs: 250, maxMs: 10_000 };

  it('doubles from the first wait after each failed attempt', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => reconnectDelay(attempt, backoff))).toEqual([250, 500, 1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(reconnectDelay(6, backoff)).toBe(10_000);
    expect(reconnectDelay(1000, backoff)).toBe(10_000);
  });
});
