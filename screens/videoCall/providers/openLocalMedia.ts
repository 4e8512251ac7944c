import { VideoConnectError, type LocalMediaRequest } from '../../../domain/videoCall/VideoProvider';

/**
 * Opens the camera and microphone with the call's constraints (section 9's audio: autogain, echo
 * cancellation, noise suppression — [video-audio-constraints]). A refusal by the user or the
 * browser (NotAllowedError, SecurityError) rejects `deviceAccessDenied` ([video-device-access-denied]);
 * anything else (no camera, a camera in use) `connectFailed`.
 *
 * @example
 * const local = await openLocalMedia(navigator.mediaDevices, callMedia);
 */
export async function openLocalMedia(devices: Pick<MediaDevices, 'getUserMedia'> | undefined, media: LocalMediaRequest): Promise<MediaStream> {
  if (!devices) throw new VideoConnectError('connectFailed', 'this page has no media devices (not a secure context?)');
  try {
    return await devices.getUserMedia({
      audio: { ...media.audio },
      video: { width: { ideal: media.video.width }, height: { ideal: media.video.height } },
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const detail = error instanceof Error ? error.message : String(error);
    throw new VideoConnectError(name === 'NotAllowedError' || name === 'SecurityError' ? 'deviceAccessDenied' : 'connectFailed', detail);
  }
}
