import { useEffect, useRef } from 'react';
import { useOperationMutation } from '../../../runtime/api/operationQueries';
import type { SpecCall } from '../../../runtime/api/callOperation';
import type { CallMediaSource } from '../providers/callMediaStore';
import { recordCallAudio, type CallAudioRecorder } from './recordCallAudio';

/** What of the call the recording follows. */
export interface RecordedCall {
  /** The open room's id, null before it opened. */
  roomId: number | null;
  /** The room's provider: only the built-in one is recorded by the window. */
  roomProvider: 'builtIn' | 'twilio' | null;
  /** The call is over (hung up, ended by the other side, or failed). */
  finished: boolean;
}

/**
 * Records a built-in call's audio from the moment its room opens and, when the call is over (or
 * the window leaves the call), uploads the WAV for the room (uploadVideoRecording), so that a
 * super admin or CS manager can later request audio.mp3 of it.
 *
 * @example
 * useCallRecording(provider.media, undefined, { roomId: videoCall.roomId, roomProvider: videoCall.roomProvider, finished: videoCall.finished });
 */
export function useCallRecording(
  media: CallMediaSource,
  call: SpecCall | undefined,
  { roomId, roomProvider, finished }: RecordedCall,
  record: (media: CallMediaSource) => CallAudioRecorder = recordCallAudio,
): void {
  const current = useRef<{ roomId: number; recorder: CallAudioRecorder } | null>(null);
  // Sent at once, also as the window leaves the call.
  const { mutate: uploadRecording } = useOperationMutation('uploadVideoRecording', { call });
  const upload = useRef(() => {});
  upload.current = () => {
    const recording = current.current;
    current.current = null;
    const wav = recording?.recorder.stop() ?? null;
    if (recording === null || wav === null) return;
    // Best effort: a call whose upload failed has no audio, and Request Recording says so.
    uploadRecording([{ audio: new File([wav], 'call.wav', { type: 'audio/wav' }) }, { id: recording.roomId }]);
  };

  useEffect(() => {
    if (roomId === null || roomProvider !== 'builtIn' || typeof AudioContext === 'undefined') return;
    current.current = { roomId, recorder: record(media) };
    return () => upload.current();
  }, [roomId, roomProvider, media, record]);

  useEffect(() => {
    if (finished) upload.current();
  }, [finished]);
}
