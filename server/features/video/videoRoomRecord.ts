// A row of video_rooms as the video calls answer it (VideoRoom of specs/api/video.yaml).
import type { OperationResponse } from '../../http/OperationHandler';

export type VideoRoom = OperationResponse<'getVideoRoom'>;

/** The columns of a video room and its caller's username, for a query aliasing video_rooms `r`. */
export const videoRoomColumns = `r.id, r.sid, r.unique_name, r.patient_id, r.caller_user_id, u.username as caller_username,
  r.provider, r.started_at, r.ended_at, r.audio_composition_sid, r.audio_composition_status, r.audio_content_key`;

/** The join that brings the caller's username (`u`) to video_rooms `r`. */
export const videoRoomCallerJoin = 'join users u on u.id = r.caller_user_id';

export interface VideoRoomRow {
  id: number;
  sid: string;
  unique_name: string;
  patient_id: number;
  caller_user_id: number;
  caller_username: string;
  provider: 'twilio' | 'builtIn';
  started_at: Date;
  ended_at: Date | null;
  audio_composition_sid: string | null;
  audio_composition_status: 'enqueued' | 'completed' | null;
  audio_content_key: string | null;
}

/**
 * A date as the video-room record shows it: UTC 'YYYY-MM-DD HH:mm:ss' ([video-room-date-format]).
 *
 * @example
 * videoRoomDate(new Date('2026-03-02T10:04:05.120Z')); // '2026-03-02 10:04:05'
 */
export function videoRoomDate(at: Date): string {
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The answer of a room row.
 *
 * @example
 * toVideoRoom(row).date; // '2026-03-02 10:00:00'
 */
export function toVideoRoom(row: VideoRoomRow): VideoRoom {
  return {
    id: row.id,
    sid: row.sid,
    unique_name: row.unique_name,
    patient_id: row.patient_id,
    caller_user_id: row.caller_user_id,
    caller_username: row.caller_username,
    provider: row.provider,
    date: videoRoomDate(row.started_at),
    started_at: new Date(row.started_at).toISOString(),
    ended_at: row.ended_at === null ? null : new Date(row.ended_at).toISOString(),
    audio_composition_sid: row.audio_composition_sid,
    audio_composition_status: row.audio_composition_status,
  };
}
