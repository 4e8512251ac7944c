// Call recordings (document 2, sections 4 "Recording", 6 and 8): Request Recording asks for the
// audio of an ended call (status enqueued), the status check reads it, Download Recording answers
// a short-lived address of audio.mp3 once it is completed. Who may: the super admin or the CS
// manager (the access rule). The audio itself is stored by the recorder (the built-in provider's
// recording upload converted on the server, or Twilio's composition copied by the status check),
// which sets audio_content_key and completes the status; see specs/api/video.yaml. A built-in
// call's window uploads the call's WAV at hang-up (uploadVideoRecording); Request Recording then
// converts it to MP3 on the server. A Twilio call's Request Recording asks Twilio for an
// audio-only composition of the room (twilioVideo.ts).
import { randomBytes } from 'node:crypto';
import { message } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { BodyGuards } from '../../http/BodyGuard';
import type { OperationHandlers } from '../../http/OperationHandler';
import { multipartFile } from '../../http/multipartParts';
import type { RecordingConverter } from './createRecordingConverter';
import { videoRoomInScope } from './videoRoomInScope';
import { recordingFiles } from './recordingFiles';
import { hasUploadedRecording, recordingUploadRoom } from './recordingUploadRoom';
import { readStoredPrefix } from './readStoredPrefix';
import { readWavLayout } from './wavToMp3';
import { toVideoRoom } from './videoRoomRecord';
import { requestTwilioComposition, videoProviderUnavailable, type TwilioCompositions, type TwilioVideo } from './twilioVideo';

/**
 * The handlers of the recording upload, create_composition, composition_status and get_content;
 * `twilio` when Twilio carries the calls (its rooms' recordings are Twilio compositions).
 *
 * @example
 * const handlers = createRecordingHandlers(db, clock, files, createRecordingConverter(db, files, console.error));
 */
export function createRecordingHandlers(
  db: Database,
  clock: Clock,
  files: FileStorage,
  converter: RecordingConverter,
  twilio?: { video: TwilioVideo; compositions: TwilioCompositions },
): OperationHandlers {
  return {
    // The built-in call window's recording, stored once, by the room's caller.
    async uploadVideoRecording(call) {
      const part = multipartFile(call.body, 'audio');
      if (!part) throw ApiError.validation(['000F0001'], { audio: [message('recordingNoAudio')] });
      if (part.truncated) throw new ApiError(422, { message: message('recordingTooLarge') });
      const head = await readStoredPrefix(files, part.key, 256);
      if (head === null || readWavLayout(head) === null) throw new ApiError(422, { message: message('recordingNotWav') });
      return db.transaction(async (tx) => {
        const room = await recordingUploadRoom(tx, files, call, call.params.id, true);
        await files.move(part.key, recordingFiles(room.sid).upload);
        return toVideoRoom(room);
      });
    },

    // [recording-request] [recordings-who]
    async createVideoComposition(call) {
      const room = await db.transaction(async (tx) => {
        const found = await videoRoomInScope(call.scoped.patients, call.params.id, { db: tx, forUpdate: true });
        if (found.ended_at === null) throw new ApiError(409, { message: message('recordingCallStillOpen') });
        // Asked again: the request stands as it is.
        if (found.audio_composition_status !== null) return found;
        if (found.provider === 'builtIn' && !(await hasUploadedRecording(files, found.sid))) throw new ApiError(409, { message: message('recordingNoAudio') });
        // A Twilio call's audio is composed by Twilio (the room stays locked while it is asked).
        let compositionSid = `CJ${randomBytes(16).toString('hex')}`;
        if (found.provider === 'twilio') {
          if (!twilio) throw videoProviderUnavailable();
          compositionSid = await requestTwilioComposition(twilio.video, found);
        }
        await tx.query(
          `update video_rooms set audio_composition_status = 'enqueued', audio_composition_sid = $2, audio_requested_at = $3 where id = $1`,
          [found.id, compositionSid, clock.now()],
        );
        return videoRoomInScope(call.scoped.patients, found.id, { db: tx });
      });
      // The conversion runs after the answer: the status check tells when it is over.
      if (room.provider === 'builtIn' && room.audio_composition_status === 'enqueued') void converter.convert(room);
      return toVideoRoom(room);
    },

    // [recording-requested] enqueued until the audio is stored, then completed.
    async getVideoCompositionStatus(call) {
      const room = await videoRoomInScope(call.scoped.patients, call.params.id, { db: db });
      // A conversion cut short (the server restarted) starts again; a running one is joined.
      if (room.provider === 'builtIn' && room.audio_composition_status === 'enqueued') void converter.convert(room);
      // A Twilio composition is read at Twilio; once completed its media is stored here.
      if (room.provider === 'twilio' && room.audio_composition_status === 'enqueued') {
        if (!twilio) throw videoProviderUnavailable();
        return { id: room.id, patient_id: room.patient_id, audio_composition_status: await twilio.compositions.refresh(room) };
      }
      return { id: room.id, patient_id: room.patient_id, audio_composition_status: room.audio_composition_status };
    },

    // [recording-download] a short-lived address of the stored audio.mp3.
    async getVideoCompositionContent(call) {
      const room = await videoRoomInScope(call.scoped.patients, call.params.id, { db: db });
      if (room.audio_composition_status === null) throw new ApiError(409, { message: message('recordingNotRequested') });
      if (room.audio_composition_status !== 'completed' || room.audio_content_key === null) {
        throw new ApiError(409, { message: message('recordingStillProcessing') });
      }
      return { id: room.id, patient_id: room.patient_id, redirect_to: files.urlOf(room.audio_content_key) };
    },
  };
}

/**
 * The recording upload's checks made before its body is read: a missing or
 * foreign room, or one whose recording is stored, is refused without a byte of the up to 256 MB
 * body written (issue 25, finding 10).
 *
 * @example
 * operations.register(app, 'video', handlers, createRecordingBodyGuards(db, files));
 */
export function createRecordingBodyGuards(db: Database, files: FileStorage): BodyGuards {
  return {
    async uploadVideoRecording(call) {
      await recordingUploadRoom(db, files, call, call.params.id);
    },
  };
}
