import { useContext, useEffect, useRef } from 'react';
import type { PushMessage } from './ChangeMessage';
import { PortalPushContext } from './PortalPushContext';

/**
 * Hears every live-monitoring push of the tab's socket while the component is mounted
 * (`{type: 'push', notification_type, patient_id, json}`, only about patients the user may
 * see). The latest `listener` is called, so it may close over fresh state without resubscribing.
 *
 * @example
 * usePortalPushes((push) => tiles.send({ type: 'push', push }));
 */
export function usePortalPushes(listener: (push: PushMessage) => void): void {
  const source = useContext(PortalPushContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => source.subscribe((push) => latest.current(push)), [source]);
}
