import type { PushMessenger } from '../adapters/push/PushMessenger';
import type { Database } from '../db/Database';
import { loadUserProfile } from '../session/loadUserProfile';
import { changeAudience } from './changeAudience';
import type { LiveEvents, PortalPush } from './LiveEvents';

/**
 * The pushes also sent to users' devices: what a monitoring user must notice away from the
 * dashboard. Progress updates (`patient_update`, up to one a second per patient) stay on the socket.
 */
export const devicePushTypes: ReadonlySet<string> = new Set(['patient_joined', 'interaction_request', 'pain_high', 'session_complete', 'patient_leave']);

export interface DevicePushOptions {
  db: Database;
  messenger: PushMessenger;
  /** Where a failed delivery is reported (the socket push stands). */
  onError?: (error: unknown) => void;
}

/**
 * Live events whose pushes (of `devicePushTypes`) also go, from the process that publishes them,
 * to the registered devices (`fcmtoken`: fcm_tokens) of every user who may see the patient, as
 * FCM data `{notification_type, patient_id, json}`. A token the service no longer knows is
 * forgotten. Everything else is `live`'s own.
 *
 * @example
 * const live = withDevicePushes(createBusLiveEvents(events), { db, messenger: createFcmMessenger(settings, clock) });
 */
export function withDevicePushes(live: LiveEvents, options: DevicePushOptions): LiveEvents {
  const { db, messenger } = options;

  async function sendToDevices(push: PortalPush): Promise<void> {
    const tokens = await db.query<{ user_id: number; fcm_token: string }>('select user_id, fcm_token from fcm_tokens order by id');
    if (tokens.length === 0) return;
    const mayHear = await changeAudience(db, { resource: 'patients', id: push.patient_id, operationId: push.notification_type });
    const hears = new Map<number, boolean>();
    for (const userId of new Set(tokens.map((row) => row.user_id))) {
      const profile = await loadUserProfile(db, userId);
      hears.set(userId, profile !== null && mayHear(profile));
    }
    const data = { notification_type: push.notification_type, patient_id: String(push.patient_id), json: JSON.stringify(push.json ?? null) };
    for (const { user_id, fcm_token } of tokens) {
      if (!hears.get(user_id)) continue;
      const outcome = await messenger.send({ token: fcm_token, data }).catch((error: unknown) => {
        options.onError?.(error);
        return 'failed' as const;
      });
      if (outcome === 'unregistered') await db.query('delete from fcm_tokens where user_id = $1 and fcm_token = $2', [user_id, fcm_token]);
    }
  }

  return {
    ...live,
    async pushToPortal(push) {
      await live.pushToPortal(push);
      if (devicePushTypes.has(push.notification_type)) {
        void sendToDevices(push).catch((error: unknown) => options.onError?.(error));
      }
    },
  };
}
