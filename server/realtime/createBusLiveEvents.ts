import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable';
import type { EventBus } from './EventBus';
import type { LiveEvents } from './LiveEvents';

/**
 * Live events over the middleware's event bus: a push or an app-bound message published in any
 * process reaches the listeners of every process (LISTEN/NOTIFY on PostgreSQL, the in-process
 * emitter on PGlite), so a dashboard and a patient app connected to different processes hear
 * each other.
 *
 * A push that cannot be published because the bus's connection is lost is dropped, not failed:
 * the write it reports stands, and once the bus is back every dashboard reloads its tiles
 * (registerEventsSocket's `resync`). A message for a patient's app still fails then, since the
 * app has nothing to reload from.
 *
 * @example
 * const live = createBusLiveEvents(events);
 * live.onPortalPush((push) => console.log(push.notification_type, push.patient_id));
 * await live.pushToPortal({ notification_type: 'pain_high', patient_id: 4, json: {} });
 */
export function createBusLiveEvents(bus: EventBus): LiveEvents {
  return {
    pushToPortal: (push) =>
      bus.publishMessage({ type: 'push', push }).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
      }),
    sendToPatientApp: (patientId, message) => bus.publishMessage({ type: 'app', patientId, message }),
    onPortalPush: (listener) =>
      bus.subscribeMessages((message) => {
        if (message.type === 'push') listener(message.push);
      }),
    onAppMessage: (listener) =>
      bus.subscribeMessages((message) => {
        if (message.type === 'app') listener(message.patientId, message.message);
      }),
    announceVideoRoomEnded: (room) => bus.publishMessage({ type: 'videoRoomEnded', room }),
    onVideoRoomEnded: (listener) =>
      bus.subscribeMessages((message) => {
        if (message.type === 'videoRoomEnded') listener(message.room);
      }),
  };
}
