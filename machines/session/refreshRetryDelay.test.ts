import { describe, expect, it } from 'vitest';
import { refreshRetryDelayMs } from './refreshRetryDelay';

describe('refreshRetryDelayMs', () => {
  it.each([
    { failures: 1, retryAfterMs: undefined, want: 1000 },
    { failures: 2, retryAfterMs: undefined, want: 2000 },
    { failures: 5, retryAfterMs: undefined, want: 16_000 },
    { failures: 6, retryAfterMs: undefined, want: 30_000 },
    { failures: 40, retryAfterMs: undefined, want: 30_000 },
    // Never sooner than the server asked; never sooner than the backoff either.
    { failures: 1, retryAfterMs: 5000, want: 5000 },
    { failures: 4, retryAfterMs: 1000, want: 8000 },
    { failures: 1, retryAfterMs: 120_000, want: 120_000 },
  ])('after $failures failures, Retry-After $retryAfterMs → $want ms', ({ failures, retryAfterMs, want }) => {
    expect(refreshRetryDelayMs(failures, retryAfterMs)).toBe(want);
  });
});
