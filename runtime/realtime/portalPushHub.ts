import type { PushMessage } from './ChangeMessage';

/** Where the pushes of the tab's socket can be heard. */
export interface PortalPushSource {
  /** Calls `listener` with every push from now on; returns the unsubscribe. */
  subscribe(listener: (push: PushMessage) => void): () => void;
}

/** A push source that the socket feeds. */
export interface PortalPushHub extends PortalPushSource {
  emit(push: PushMessage): void;
}

/**
 * The fan-out of the tab's pushes to the screens that listen (one hub per RealtimeChannel). A
 * listener that throws does not keep the push from the others.
 *
 * @example
 * const hub = createPortalPushHub();
 * const stop = hub.subscribe((push) => console.log(push.notification_type));
 * hub.emit({ type: 'push', notification_type: 'pain_high', patient_id: 4, json: {} });
 * stop();
 */
export function createPortalPushHub(): PortalPushHub {
  const listeners = new Set<(push: PushMessage) => void>();
  return {
    subscribe(listener) {
      const entry = (push: PushMessage) => listener(push);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    emit(push) {
      for (const listener of [...listeners]) {
        try {
          listener(push);
        } catch (error) {
          console.error('a push listener failed', error);
        }
      }
    },
  };
}
