import type { VideoProvider } from '../../../domain/videoCall/VideoProvider';
import type { CallMediaSource } from './callMediaStore';

/**
 * A VideoProvider of the browser (built-in WebRTC or Twilio): the call machine drives it through
 * `VideoProvider`; the call window draws `media` and may swap the outgoing camera picture (the
 * background effect) with `replaceOutgoingVideo`.
 *
 * @example
 * const provider = createVideoProvider();
 * createActor(videoCallMachine.provide(...), { input: { ..., provider } });
 * provider.media.subscribe(() => (video.srcObject = provider.media.current().remote));
 */
export interface BrowserVideoProvider extends VideoProvider {
  readonly media: CallMediaSource;
  /**
   * Sends `track` instead of the camera (e.g. a canvas's captureStream() track with the
   * background blurred), or the camera again with null; no-op outside a call.
   */
  replaceOutgoingVideo(track: MediaStreamTrack | null): Promise<void>;
}
