import { describe, expect, it } from 'vitest';
import { refreshFailure } from './refreshFailure';

/** An error as the runtime's ApiError carries it. */
const answered = (status: number, retryAfterMs?: number) => Object.assign(new Error('failed'), { status, retryAfterMs });

describe('refreshFailure', () => {
  it.each([
    { given: answered(401), want: { kind: 'refused' } },
    { given: answered(403), want: { kind: 'refused' } },
    { given: answered(400), want: { kind: 'refused' } },
    { given: answered(503, 2000), want: { kind: 'unavailable', retryAfterMs: 2000 } },
    { given: answered(503), want: { kind: 'unavailable', retryAfterMs: undefined } },
    { given: answered(500), want: { kind: 'unavailable', retryAfterMs: undefined } },
    { given: answered(502), want: { kind: 'unavailable', retryAfterMs: undefined } },
    { given: answered(429, 60_000), want: { kind: 'unavailable', retryAfterMs: 60_000 } },
    { given: answered(408), want: { kind: 'unavailable', retryAfterMs: undefined } },
    { given: answered(0), want: { kind: 'unavailable', retryAfterMs: undefined } },
    { given: new Error('The stored session is gone'), want: { kind: 'refused' } },
    { given: 'refused', want: { kind: 'refused' } },
    { given: answered(503, Number.NaN), want: { kind: 'unavailable', retryAfterMs: undefined } },
  ])('$given.message $given.status → $want.kind', ({ given, want }) => {
    expect(refreshFailure(given)).toEqual(want);
  });
});
