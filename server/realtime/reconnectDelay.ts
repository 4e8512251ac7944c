/** How reconnection attempts are spaced: the first waits `initialMs`, each later one twice the one before, never more than `maxMs`. */
export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/**
 * The wait before reconnection attempt `attempt` (0 for the first after a drop): capped
 * exponential backoff, so a database that is down is asked less and less often, but at least once
 * every `maxMs`.
 *
 * @example
 * reconnectDelay(0, { initialMs: 250, maxMs: 10_000 }); // 250
 * reconnectDelay(3, { initialMs: 250, maxMs: 10_000 }); // 2000
 * reconnectDelay(9, { initialMs: 250, maxMs: 10_000 }); // 10000
 */
export function reconnectDelay(attempt: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
}
