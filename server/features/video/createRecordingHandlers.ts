// Call recordings (document 2, sections 4 "Recording", 6 and 8): Request Recording asks for the
// audio of an ended call (status enqueued), the status check reads it, Download Recording answers
// a short-lived address of audio.mp3 once it is completed. Who may: the super admin or the CS
// manager (the access rule). The audio itself is stored by the recorder (the built-in provider's
// recording upload, or Twilio's composition callback), which sets audio_content_key and completes
// the status; see specs/api/video.yaml.
import { randomBytes } from 'node:crypto';
import { message } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { requireProfile } from '../rtmRoom/requireProfile';
import { findScopedVideoRoom } from './findScopedVideoRoom';
import { toVideoRoom } from './videoRoomRecord';

/**
 * The handlers of create_composition, composition_status and get_content.
 *
 * @example
 * const handlers = createRecordingHandlers(db, clock, files);
 */
export function createRecordingHandlers(db: Database, clock: Clock, files: FileStorage): OperationHandlers {
  return {
    // [recording-request] [recordings-who]
    async createVideoComposition(call) {
      const profile = requireProfile(call.profile);
      const room = await db.transaction(async (tx) => {
        const found = await findScopedVideoRoom(tx, profile, Number(call.params.id), true);
        if (found.ended_at === null) throw new ApiError(409, { message: message('recordingCallStillOpen') });
        // Asked again: the request stands as it is.
        if (found.audio_composition_status !== null) return found;
        await tx.query(
          `update video_rooms set audio_composition_status = 'enqueued', audio_composition_sid = $2, audio_requested_at = $3 where id = $1`,
          [found.id, `CJ${randomBytes(16).toString('hex')}`, clock.now()],
        );
        return findScopedVideoRoom(tx, profile, found.id);
      });
      return toVideoRoom(room);
    },

    // [recording-requested] enqueued until the audio is stored, then completed.
    async getVideoCompositionStatus(call) {
      const profile = requireProfile(call.profile);
      const room = await findScopedVideoRoom(db, profile, Number(call.params.id));
      return { id: room.id, patient_id: room.patient_id, audio_composition_status: room.audio_composition_status };
    },

    // [recording-download] a short-lived address of the stored audio.mp3.
    async getVideoCompositionContent(call) {
      const profile = requireProfile(call.profile);
      const room = await findScopedVideoRoom(db, profile, Number(call.params.id));
      if (room.audio_composition_status === null) throw new ApiError(409, { message: message('recordingNotRequested') });
      if (room.audio_composition_status !== 'completed' || room.audio_content_key === null) {
        throw new ApiError(409, { message: message('recordingStillProcessing') });
      }
      return { id: room.id, patient_id: room.patient_id, redirect_to: files.urlOf(room.audio_content_key) };
    },
  };
}
