import { createBusLiveEvents } from './createBusLiveEvents';
import { createInProcessEventBus } from './createInProcessEventBus';

// The live-monitoring seam between the features that decide (room calls, remote login, the
// patient-app gateway, video calls) and the sockets that carry: pushes to portal dashboards,
// messages to a patient's app and the end of a video room to its signalling sockets, wherever (in
// which middleware process) those sockets are connected.

/** A push about one patient to the portal, sent on /api/events as `{type: 'push', ...push}`. */
export interface PortalPush {
  /** `patient_joined`, `patient_update`, `interaction_request`, `pain_high`, `session_complete`, `patient_leave`, ... (domain/rtmTile/rtmTile.ts). */
  notification_type: string;
  patient_id: number;
  json: unknown;
}

/** What the middleware sends a patient app (the schemas are in specs/patient-app/). */
export type AppBoundMessage =
  | { type: 'notification'; notification_id: number; notification_type: 'remoteLogin' | 'remoteCancelLogin'; message: string | null }
  | { type: 'command'; command: string; values: Record<string, unknown> };

export interface LiveEvents {
  /** Sends a push to every dashboard (of every process) whose user may see the patient. */
  pushToPortal(push: PortalPush): Promise<void>;
  /** Sends a message to the patient's app, if it is connected to any process. */
  sendToPatientApp(patientId: number, message: AppBoundMessage): Promise<void>;
  /** Listens to the pushes (this process's portal sockets); returns the unsubscribe. */
  onPortalPush(listener: (push: PortalPush) => void): () => void;
  /** Listens to app-bound messages (this process's patient-app sockets); returns the unsubscribe. */
  onAppMessage(listener: (patientId: number, message: AppBoundMessage) => void): () => void;
  /** Tells every process that video room `room` (its unique_name) ended: its signalling sockets close. */
  announceVideoRoomEnded(room: string): Promise<void>;
  /** Listens to ended video rooms (this process's signalling sockets); returns the unsubscribe. */
  onVideoRoomEnded(listener: (room: string) => void): () => void;
}

/**
 * Live events within one process, over a bus of their own (unit tests of a feature that pushes;
 * buildServer uses the server's bus through createBusLiveEvents).
 *
 * @example
 * const live = createLocalLiveEvents();
 * live.onPortalPush((push) => console.log(push.notification_type));
 */
export function createLocalLiveEvents(): LiveEvents {
  return createBusLiveEvents(createInProcessEventBus());
}
