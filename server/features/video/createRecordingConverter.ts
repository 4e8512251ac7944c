// The server job of Request Recording for a built-in call: the uploaded WAV becomes audio.mp3
// (lamejs, no native tools), and the room's status goes from enqueued to completed. One
// conversion per room at a time; a status check of an enqueued room whose conversion is not
// running (the server restarted) starts it again.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Database } from '../../db/Database';
import { recordingFiles } from './recordingFiles';
import { mp3Blocks, readWavLayout } from './wavToMp3';

export interface RecordingConverter {
  /** Starts (or joins) the conversion of room `id`'s upload; resolves when it is over. */
  convert(room: { id: number; sid: string }): Promise<void>;
}

/**
 * The in-process converter of the video feature.
 *
 * @example
 * const converter = createRecordingConverter(db, files, (error) => app.log.error(error));
 * void converter.convert(room);
 */
export function createRecordingConverter(db: Database, files: FileStorage, onError: (error: unknown) => void): RecordingConverter {
  const running = new Map<number, Promise<void>>();

  async function run(room: { id: number; sid: string }): Promise<void> {
    const keys = recordingFiles(room.sid);
    const wav = await files.get(keys.upload);
    if (wav === null) return;
    // The upload was checked to be a 16-bit PCM WAV; a file that still fails stays enqueued.
    const layout = readWavLayout(wav.bytes);
    if (layout === null) throw new Error(`the recording of video room ${String(room.id)} is no 16-bit PCM WAV`);
    const parts: Buffer[] = [];
    for (const block of mp3Blocks(wav.bytes, layout)) {
      parts.push(block);
      // One block (about a second of audio) at a time: the server answers in between.
      await nextTurn();
    }
    await files.put(keys.mp3, Buffer.concat(parts), 'audio/mpeg');
    await db.query(
      `update video_rooms set audio_composition_status = 'completed', audio_content_key = $2 where id = $1 and audio_composition_status = 'enqueued'`,
      [room.id, keys.mp3],
    );
  }

  return {
    convert(room) {
      const current = running.get(room.id);
      if (current) return current;
      const job = run(room)
        .catch(onError)
        .finally(() => running.delete(room.id));
      running.set(room.id, job);
      return job;
    },
  };
}
