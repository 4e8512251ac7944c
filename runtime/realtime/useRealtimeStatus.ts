import { useContext, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './createRealtimeConnection';
import { RealtimeStatusContext } from './RealtimeStatusContext';

/**
 * The tab's real-time status: `live`, or `reconnecting` while its socket or the server's channel
 * is down (changes and pushes of that time are missed). Re-renders on each change.
 *
 * @example
 * const reconnecting = useRealtimeStatus() === 'reconnecting';
 */
export function useRealtimeStatus(): RealtimeStatus {
  const source = useContext(RealtimeStatusContext);
  return useSyncExternalStore(source.subscribe, source.status, source.status);
}
