/** The first wait before a refresh is tried again, doubled after each failure up to {@link refreshRetryMaxMs}. */
export const refreshRetryFirstMs = 1000;

/** The longest wait between two tries of a refresh (the real-time channel's reconnect cap too). */
export const refreshRetryMaxMs = 30_000;

/**
 * How long to wait before trying a refresh again after `failures` failed tries: the backoff
 * (1 s doubling to 30 s), or longer when the server asked for a longer wait (`Retry-After`), so
 * a try never comes sooner than the server asked.
 *
 * @example
 * refreshRetryDelayMs(3, undefined); // 4000
 * refreshRetryDelayMs(1, 5000); // 5000
 */
export function refreshRetryDelayMs(failures: number, retryAfterMs: number | undefined): number {
  const backoff = Math.min(refreshRetryFirstMs * 2 ** Math.max(0, failures - 1), refreshRetryMaxMs);
  return Math.max(backoff, retryAfterMs ?? 0);
}
