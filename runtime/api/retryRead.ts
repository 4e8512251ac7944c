import { retryReadDelay, shouldRetryRead } from './portalQueryClient';

/**
 * Runs a read outside the query cache (a machine's actor) with the cache's retry rule: a call
 * that got no answer is tried twice more, a 503 (the middleware's database out of reach for a
 * moment) three times, each after what its Retry-After asks; any other failure at once.
 *
 * @example
 * const tiles = await retryRead(() => callOperation('getMonitorRoomTiles', undefined, { room_id }));
 */
export async function retryRead<T>(read: () => Promise<T>, sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await read();
    } catch (error) {
      if (!shouldRetryRead(failures, error)) throw error;
      await sleep(retryReadDelay(failures, error));
    }
  }
}
