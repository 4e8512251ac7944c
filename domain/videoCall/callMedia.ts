import { constants } from '../../src/generated/catalog';
import type { LocalMediaRequest } from './VideoProvider';

/**
 * What a call opens the camera and microphone with: section 9's audio (autogain, echo
 * cancellation, noise suppression) and video at the call window's size (1280x720).
 *
 * @example
 * await provider.connect({ token, room, media: callMedia, onEvent });
 */
export const callMedia: LocalMediaRequest = {
  audio: { autoGainControl: true, echoCancellation: true, noiseSuppression: true },
  video: { width: constants.videoCallWindowWidth, height: constants.videoCallWindowHeight },
};
