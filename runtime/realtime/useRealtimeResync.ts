import { useContext, useEffect, useRef } from 'react';
import { RealtimeStatusContext } from './RealtimeStatusContext';

/**
 * Calls `listener` after each resync of the tab's real-time channel while the component is
 * mounted: the socket or the server's channel is back after a drop, and what was published
 * meanwhile was missed, so live data the cache does not hold (the RTM tiles) is loaded again. The
 * latest `listener` is called, so it may close over fresh state without resubscribing.
 *
 * @example
 * useRealtimeResync(() => room.send({ type: 'RELOAD' }));
 */
export function useRealtimeResync(listener: () => void): void {
  const source = useContext(RealtimeStatusContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => source.onResync(() => latest.current()), [source]);
}
