import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { retryRead } from './retryRead';

describe('retryRead (issue 25 finding 3: a tile reload during an outage is tried again)', () => {
  it('tries a 503 again after its Retry-After, and answers the read once it succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const answer = await retryRead(
      () => {
        calls += 1;
        return calls < 3
          ? Promise.reject(ApiError.fromResponse(503, { message: 'unavailable' }, '2'))
          : Promise.resolve('tiles');
      },
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );
    expect(answer).toBe('tiles');
    expect(waits).toEqual([2000, 2000]);
  });

  it('gives up on any other failure at once, and on a 503 after three more tries', async () => {
    let forbidden = 0;
    await expect(
      retryRead(
        () => ((forbidden += 1), Promise.reject(ApiError.fromResponse(403, { message: 'no' }, null))),
        () => Promise.resolve(),
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toBe(1);
    let unavailable = 0;
    await expect(
      retryRead(
        () => ((unavailable += 1), Promise.reject(ApiError.fromResponse(503, { message: 'down' }, '1'))),
        () => Promise.resolve(),
      ),
    ).rejects.toMatchObject({ status: 503 });
    expect(unavailable).toBe(4);
  });
});
