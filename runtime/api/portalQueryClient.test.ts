import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createPortalQueryClient, retryReadDelay, shouldRetryRead } from './portalQueryClient';

const unavailable = (retryAfter: string | null = '5') => ApiError.fromResponse(503, { message: 'The service is unavailable right now.' }, retryAfter);

describe('createPortalQueryClient', () => {
  it('issue 25 finding 4: reads a 503 again, as Retry-After asks, until the middleware answers', async () => {
    const client = createPortalQueryClient();
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['listPatients'],
      queryFn: () => (++calls < 3 ? Promise.reject(unavailable('0')) : Promise.resolve({ total: 7 })),
    });
    expect(data).toEqual({ total: 7 });
    expect(calls).toBe(3);
  });

  it('shows any other answer of the server at once', async () => {
    const client = createPortalQueryClient();
    let calls = 0;
    const failed = client.fetchQuery({
      queryKey: ['getPatient'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(ApiError.fromResponse(500, { message: 'Server Error' }));
      },
    });
    await expect(failed).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });
});

describe('shouldRetryRead and retryReadDelay', () => {
  it('try a 503 three times, a call that never got an answer twice, nothing else', () => {
    expect([0, 1, 2, 3].map((failures) => shouldRetryRead(failures, unavailable()))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((failures) => shouldRetryRead(failures, ApiError.fromNetwork(new TypeError('fetch failed'))))).toEqual([true, true, false]);
    expect(shouldRetryRead(0, ApiError.fromResponse(422, { message: 'Validation failed' }))).toBe(false);
    expect(shouldRetryRead(0, new Error('not a call'))).toBe(false);
  });

  it("wait what a 503's Retry-After asks for, else 1 s doubling up to 30 s", () => {
    expect(retryReadDelay(1, unavailable('5'))).toBe(5000);
    expect(retryReadDelay(1, unavailable(null))).toBe(2000);
    expect(retryReadDelay(9, ApiError.fromNetwork(new TypeError('fetch failed')))).toBe(30_000);
  });
});
