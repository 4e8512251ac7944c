import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

/** How many times a call that never reached the server is tried again before its error shows. */
const networkRetries = 2;
/**
 * How many times a read the middleware answered 503 (its database out of reach for a moment) is
 * tried again before its error shows: with the middleware's Retry-After of 5 s, about 15 s.
 */
const unavailableRetries = 3;

/** TanStack Query's own wait before retry `failures` (1 s doubling, at most 30 s). */
const backoffMs = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/**
 * Whether a failed read is tried again: a call that never got an answer, twice; a 503, three times;
 * any other answer (401, 403, 422, 500) never, since trying it again would answer the same.
 *
 * @example
 * shouldRetryRead(0, ApiError.fromResponse(503, { message: '…' }, '5')); // true
 */
export function shouldRetryRead(failures: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.isNetworkError) return failures < networkRetries;
  return error.status === 503 && failures < unavailableRetries;
}

/**
 * The wait before trying a failed read again: what a 503's `Retry-After` asks for, else 1 s
 * doubling up to 30 s.
 *
 * @example
 * retryReadDelay(1, ApiError.fromResponse(503, { message: '…' }, '5')); // 5000
 */
export function retryReadDelay(failures: number, error: unknown): number {
  if (error instanceof ApiError && error.status === 503 && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return backoffMs(failures);
}

/**
 * The portal's query cache (TanStack Query). A read that never got an answer is retried twice and
 * a read answered 503 (the middleware's database out of reach) three times, waiting as its
 * Retry-After asks; any other failure (401, 403, 422, 500) shows at once. Writes are never
 * retried: a 503 shows its message, and the user decides. Answers are refetched whenever a screen
 * mounts (as before the cache) and on the real-time channel's events, not on window focus.
 *
 * @example
 * const queryClient = createPortalQueryClient();
 * <QueryClientProvider client={queryClient}>...</QueryClientProvider>
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: retryReadDelay,
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
