import { message } from '../../../src/generated/catalog';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { LiveEvents } from '../../realtime/LiveEvents';
import { callerIn } from '../../security/roleFacts';
import type { ScopedCondition } from '../../security/scopedRows';
import type { UserProfile } from '../../session/UserProfile';
import { videoRoomInScope } from '../video/videoRoomInScope';
import type { VideoRoomRow } from '../video/videoRoomRecord';

/** The caller's own open room `id` (404 out of scope, 403 another user's, 409 ended). */
async function ownOpenRoom(db: Database, patients: ScopedCondition<'patients'>, profile: UserProfile, id: number): Promise<VideoRoomRow> {
  const room = await videoRoomInScope(patients, id, { db });
  if (room.caller_user_id !== profile.user.id) throw ApiError.forbidden(message('videoRoomNotYours'));
  if (room.ended_at !== null) throw new ApiError(409, { message: message('videoRoomEnded') });
  return room;
}

/**
 * The handlers of sendCallDeviceSettings and sendCallScreenClick: each hands the patient's app a
 * `command` message over the live events.
 *
 * @example
 * const handlers = createVideoCommandHandlers(db, live);
 */
export function createVideoCommandHandlers(db: Database, live: LiveEvents): OperationHandlers {
  return {
    // [video-device-settings-cs-junior] refused on the server too.
    async sendCallDeviceSettings(call) {
      const profile = call.profile;
      if (callerIn(profile, 'deviceSettingsRefused')) throw ApiError.forbidden(message('deviceSettingsNotAllowed'));
      const room = await ownOpenRoom(db, call.scoped.patients, profile, call.params.id);
      await live.sendToPatientApp(room.patient_id, { type: 'command', command: 'device_settings', values: { ...call.body } });
      return { room_id: room.id, patient_id: room.patient_id, command: 'device_settings' as const };
    },
    // [video-screen-click]
    async sendCallScreenClick(call) {
      const profile = call.profile;
      const room = await ownOpenRoom(db, call.scoped.patients, profile, call.params.id);
      await live.sendToPatientApp(room.patient_id, {
        type: 'command',
        command: 'screen_click',
        values: { xPercentage: call.body.xPercentage, yPercentage: call.body.yPercentage },
      });
      return { room_id: room.id, patient_id: room.patient_id, command: 'screen_click' as const };
    },
  };
}
