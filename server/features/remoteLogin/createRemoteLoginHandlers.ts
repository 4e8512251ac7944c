// Remote login and logout of a patient app (document 2, sections 4 "Remote login" and 7): the
// Sync action's notification, its reply poll, and the login state the action's label reads.
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { LiveEvents } from '../../realtime/LiveEvents';
import { patientInScope } from '../patients/patientInScope';
import { loadPatientAppLogin } from './loadPatientAppLogin';
import { syncRefusal } from './syncRefusal';

interface NotificationRow {
  id: string;
  notification_type: string;
  patient_id: number;
  sender_id: number | null;
  message: string | null;
  reaction: number | null;
  created_at: Date;
  answered_at: Date | null;
}

const unixSeconds = (at: Date) => Math.floor(new Date(at).getTime() / 1000);

/**
 * pushAppNotification, getAppNotification and getPatientAppLogin. A notification is stored
 * (push_notifications) and then handed to the patient's app through `live.sendToPatientApp`; the
 * app's reply reaches the same row through the patient-app gateway, which the portal polls.
 *
 * @example
 * const handlers = createRemoteLoginHandlers(db, clock, live);
 */
export function createRemoteLoginHandlers(db: Database, clock: Clock, live: LiveEvents): OperationHandlers {
  return {
    // [remote-login-sync-sends] [remote-logout] [remote-login-who] (the roles: specs/access.yaml)
    async pushAppNotification(call) {
      const profile = call.profile;
      const { patient_id: patientId, notification_type: type, sender_id: senderId } = call.body;
      if (senderId !== profile.user.id) throw ApiError.formError('sender_id', message('remoteLoginSenderNotCaller'));
      const text = call.body.message ?? message(type === 'remoteLogin' ? 'remoteLoginMessage' : 'remoteLogoutMessage');
      const id = await db.transaction(async (tx) => {
        // The patient row is locked so that two Sync clicks decide one after the other.
        await patientInScope(call.scoped.patients, patientId, { db: tx, forUpdate: true });
        const refusal = syncRefusal(type, await loadPatientAppLogin(tx, patientId));
        if (refusal !== null) throw new ApiError(409, { message: refusal });
        const [row] = await tx.query<{ id: string }>(
          `insert into push_notifications (notification_type, patient_id, sender_id, message, json, created_at)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [type, patientId, senderId, text, JSON.stringify({ notification_type: type, message: text }), clock.now()],
        );
        return Number(row?.id);
      });
      // After the commit, so that an app answering at once finds its notification stored.
      await live.sendToPatientApp(patientId, { type: 'notification', notification_id: id, notification_type: type, message: text });
      return { fcm_notification_id: id, result: null };
    },

    // [remote-login-poll] the reply, polled by the portal every 2 s.
    async getAppNotification(call) {
      const [row] = await db.query<NotificationRow>(
        `select id, notification_type, patient_id, sender_id, message, reaction, created_at, answered_at
         from push_notifications where id = $1`,
        [call.params.id],
      );
      const notFound = () => new ApiError(404, { message: message('remoteLoginNotificationNotFound') });
      if (!row) throw notFound();
      // A notification of a patient out of the caller's scope is answered like a missing one.
      await patientInScope(call.scoped.patients, row.patient_id).catch(() => {
        throw notFound();
      });
      return {
        fcm_notification_id: Number(row.id),
        notification_type: row.notification_type,
        patient_id: row.patient_id,
        sender_id: row.sender_id,
        message: row.message,
        reaction: row.reaction,
        created_at: unixSeconds(row.created_at),
        answered_at: row.answered_at === null ? null : unixSeconds(row.answered_at),
      };
    },

    // [remote-login-sync-labels] the facts the Sync action's label is derived from.
    async getPatientAppLogin(call) {
      const patientId = call.params.id;
      await patientInScope(call.scoped.patients, patientId);
      const { other_patient_identifier: _other, ...state } = await loadPatientAppLogin(db, patientId);
      return state;
    },
  };
}
