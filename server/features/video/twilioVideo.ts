// The video feature's side of Twilio (when TWILIO_* are set): the rooms the server opens are
// Twilio group rooms of the same unique name, recording their participants; the hang-up completes
// the Twilio room; Request Recording composes the room's audio tracks (an audio-only mp4
// composition) and the status check reads the composition, copying its media into the file
// storage once Twilio has completed it, so that Download Recording serves it from the portal like
// a built-in call's audio. Twilio's own words never reach the user: a failed call answers 502
// 'The video service could not be reached...', a failed composition 409 'The recording could not
// be made...' (and the request is cleared, so that it can be made again).
import { message } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import { TwilioRestError, type TwilioRestClient } from '../../adapters/video/TwilioRestClient';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { VideoRoomRow } from './videoRoomRecord';

/** Twilio's REST client and whether its rooms record their participants. */
export interface TwilioVideo {
  rest: TwilioRestClient;
  recordCalls: boolean;
}

/** 502 'The video service could not be reached. Please try again.' */
export const videoProviderUnavailable = (): ApiError => new ApiError(502, { message: message('videoProviderUnavailable') });

/**
 * Runs a call to Twilio; Twilio's failure becomes the video feature's 502 (its text is logged, never answered).
 *
 * @example
 * const room = await callTwilio(() => twilio.rest.openRoom({ uniqueName, record: true }));
 */
export async function callTwilio<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TwilioRestError) {
      console.error('Twilio video call failed:', error.message);
      throw videoProviderUnavailable();
    }
    throw error;
  }
}

/**
 * Opens (or reuses, when still in progress) the Twilio room of `room`'s unique name and keeps its
 * SID as the room's: a rejoin after Twilio closed the empty room opens a new one of the same name.
 *
 * @example
 * const opened = await openTwilioRoom(tx, twilio, room);
 */
export async function openTwilioRoom(db: Queryable, twilio: TwilioVideo, room: VideoRoomRow): Promise<VideoRoomRow> {
  const remote = await callTwilio(() => twilio.rest.openRoom({ uniqueName: room.unique_name, record: twilio.recordCalls }));
  if (remote.sid === room.sid) return room;
  await db.query('update video_rooms set sid = $2 where id = $1', [room.id, remote.sid]);
  return { ...room, sid: remote.sid };
}

/** Where a Twilio call's composed audio is kept in the file storage (an audio-only mp4). */
export const twilioRecordingKey = (sid: string): string => `recordings/${sid}/audio.m4a`;

/**
 * Asks Twilio for the audio composition of ended room `room` (after completing the Twilio room,
 * which an expired room may not be yet): 409 'No audio was recorded for this call.' when Twilio
 * recorded no audio track. Answers the composition's SID.
 *
 * @example
 * const compositionSid = await requestTwilioComposition(twilio, room);
 */
export async function requestTwilioComposition(twilio: TwilioVideo, room: VideoRoomRow): Promise<string> {
  await callTwilio(() => twilio.rest.completeRoom(room.sid));
  const tracks = await callTwilio(() => twilio.rest.listRecordings(room.sid));
  if (!tracks.some((track) => track.type === 'audio' && track.status !== 'failed' && track.status !== 'deleted')) {
    throw new ApiError(409, { message: message('recordingNoAudio') });
  }
  const composition = await callTwilio(() => twilio.rest.createComposition({ roomSid: room.sid }));
  return composition.sid;
}

export interface TwilioCompositions {
  /**
   * The status of enqueued Twilio room `room`'s composition: enqueued while Twilio composes it,
   * completed once its media is stored (audio_content_key set); 409 when Twilio failed it.
   */
  refresh(room: VideoRoomRow): Promise<'enqueued' | 'completed'>;
}

/**
 * The composition status reader of the video feature; one media copy per room at a time.
 *
 * @example
 * const compositions = createTwilioCompositions(db, files, twilio);
 * await compositions.refresh(room); // 'enqueued'
 */
export function createTwilioCompositions(db: Database, files: FileStorage, twilio: TwilioVideo): TwilioCompositions {
  const running = new Map<number, Promise<'enqueued' | 'completed'>>();

  async function run(room: VideoRoomRow): Promise<'enqueued' | 'completed'> {
    const sid = room.audio_composition_sid ?? '';
    const composition = await callTwilio(() => twilio.rest.fetchComposition(sid));
    if (composition === null || composition.status === 'failed' || composition.status === 'deleted') {
      // The request is cleared: 'Request Recording' asks Twilio again.
      await db.query(
        `update video_rooms set audio_composition_status = null, audio_composition_sid = null, audio_requested_at = null
         where id = $1 and audio_composition_status = 'enqueued' and audio_composition_sid = $2`,
        [room.id, sid],
      );
      throw new ApiError(409, { message: message('recordingFailed') });
    }
    if (composition.status !== 'completed') return 'enqueued';
    const key = twilioRecordingKey(room.sid);
    await callTwilio(async () => {
      const media = await twilio.rest.fetchCompositionMedia(sid);
      try {
        await files.putStream(key, media.stream, 'audio/mp4');
      } catch (error) {
        media.stream.destroy();
        // The stream broke off on Twilio's side: as any failed call to Twilio.
        throw new TwilioRestError(0, null, `the composition media could not be stored: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    await db.query(
      `update video_rooms set audio_composition_status = 'completed', audio_content_key = $2 where id = $1 and audio_composition_status = 'enqueued'`,
      [room.id, key],
    );
    return 'completed';
  }

  return {
    refresh(room) {
      const current = running.get(room.id);
      if (current) return current;
      const job = run(room).finally(() => running.delete(room.id));
      running.set(room.id, job);
      return job;
    },
  };
}
