// Who may store a built-in call's recording, and when: checked before a byte of the upload is
// read (the operation's body guard) and again, with the room locked, before the file is kept.
import { message } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { ScopedCondition } from '../../security/scopedRows';
import type { UserProfile } from '../../session/UserProfile';
import { videoRoomInScope } from './videoRoomInScope';
import { readStoredPrefix } from './readStoredPrefix';
import { recordingFiles } from './recordingFiles';
import type { VideoRoomRow } from './videoRoomRecord';

/**
 * Whether the call window of built-in room `sid` uploaded its audio.
 *
 * @example
 * await hasUploadedRecording(files, room.sid); // false before the hang-up's upload
 */
export async function hasUploadedRecording(files: FileStorage, sid: string): Promise<boolean> {
  return (await readStoredPrefix(files, recordingFiles(sid).upload, 0)) !== null;
}

/**
 * Video room `id` when `profile` may upload its recording: the room exists within the caller's
 * data scope (404 'This call room does not exist.'), the caller placed the call (403 'Only the
 * user who placed the call can upload its recording.') and no recording is stored yet (409).
 * Pass a transaction and `forUpdate` to lock the room.
 *
 * @example
 * const room = await recordingUploadRoom(db, files, call, 41);
 */
export async function recordingUploadRoom(
  db: Queryable,
  files: FileStorage,
  { profile, scoped }: { profile: UserProfile; scoped: { readonly patients: ScopedCondition<'patients'> } },
  id: number,
  forUpdate = false,
): Promise<VideoRoomRow> {
  const room = await videoRoomInScope(scoped.patients, id, { db, forUpdate });
  if (room.caller_user_id !== profile.user.id) throw ApiError.forbidden(message('recordingNotYours'));
  if (await hasUploadedRecording(files, room.sid)) throw new ApiError(409, { message: message('recordingAlreadyStored') });
  return room;
}
