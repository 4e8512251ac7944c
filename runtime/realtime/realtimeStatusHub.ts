import type { RealtimeStatus } from './createRealtimeConnection';

/** Where screens read the tab's real-time status and hear its resyncs. */
export interface RealtimeStatusSource {
  /** The status now: `live`, or `reconnecting` while changes and pushes are not heard. */
  readonly status: () => RealtimeStatus;
  /** Calls `listener` after each change of status; returns the unsubscribe (useSyncExternalStore's shape). */
  readonly subscribe: (listener: () => void) => () => void;
  /** Calls `listener` after each resync (events were missed: reload what is shown); returns the unsubscribe. */
  readonly onResync: (listener: () => void) => () => void;
}

/** A status source that the tab's connection feeds. */
export interface RealtimeStatusHub extends RealtimeStatusSource {
  setStatus(status: RealtimeStatus): void;
  resync(): void;
}

/**
 * The tab's real-time status and resyncs for the screens that show live data (one hub per
 * RealtimeChannel): the RTM dashboard shows 'Reconnecting…' while the status is `reconnecting`
 * and reloads its tiles on a resync. A listener that throws does not keep the others from hearing.
 *
 * @example
 * const hub = createRealtimeStatusHub();
 * hub.onResync(() => reloadTiles());
 * hub.setStatus('reconnecting');
 */
export function createRealtimeStatusHub(): RealtimeStatusHub {
  let status: RealtimeStatus = 'live';
  const statusListeners = new Set<() => void>();
  const resyncListeners = new Set<() => void>();
  const tell = (listeners: Set<() => void>) => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        console.error('a real-time status listener failed', error);
      }
    }
  };
  const listen = (listeners: Set<() => void>, listener: () => void) => {
    const entry = () => listener();
    listeners.add(entry);
    return () => void listeners.delete(entry);
  };
  return {
    status: () => status,
    subscribe: (listener) => listen(statusListeners, listener),
    onResync: (listener) => listen(resyncListeners, listener),
    setStatus(next) {
      if (next === status) return;
      status = next;
      tell(statusListeners);
    },
    resync: () => tell(resyncListeners),
  };
}
