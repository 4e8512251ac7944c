import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

/** How many times a call that never reached the server is tried again before its error shows. */
const networkRetries = 2;

/**
 * The portal's query cache (TanStack Query). A call that reached the server and failed (401, 403,
 * 422, 500) is shown at once, since trying it again would answer the same; one that never got an
 * answer is retried twice with backoff. Answers are refetched whenever a screen mounts (as before
 * the cache) and on the real-time channel's events, not on window focus.
 *
 * @example
 * const queryClient = createPortalQueryClient();
 * <QueryClientProvider client={queryClient}>...</QueryClientProvider>
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => error instanceof ApiError && error.isNetworkError && failures < networkRetries,
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
