/**
 * Why a token refresh failed: `refused` when the server answered that the token cannot be
 * refreshed (401, or any other refusal), `unavailable` when it could not answer now (no answer at
 * all, 5xx such as the 503 of a database outage, 408, 429), with the wait it asked for.
 */
export type RefreshFailure = { kind: 'refused' } | { kind: 'unavailable'; retryAfterMs: number | undefined };

/** Statuses that say "try again later" rather than "no". */
const laterStatuses = new Set([408, 429]);

/**
 * Classifies a failed refresh from the error the runtime's API client throws (its `status`, 0 when
 * no answer came, and `retryAfterMs`), read structurally because the machine imports no runtime
 * code. An error without a status (a fault in the portal itself) counts as refused, as every
 * failure did before outages were told apart.
 *
 * @example
 * refreshFailure(Object.assign(new Error('Service unavailable'), { status: 503, retryAfterMs: 2000 }));
 * // { kind: 'unavailable', retryAfterMs: 2000 }
 */
export function refreshFailure(error: unknown): RefreshFailure {
  if (typeof error !== 'object' || error === null || !('status' in error)) return { kind: 'refused' };
  const { status } = error;
  if (typeof status !== 'number') return { kind: 'refused' };
  if (status === 0 || status >= 500 || laterStatuses.has(status)) {
    const wait = 'retryAfterMs' in error ? error.retryAfterMs : undefined;
    return { kind: 'unavailable', retryAfterMs: typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? wait : undefined };
  }
  return { kind: 'refused' };
}
