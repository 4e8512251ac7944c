// Background on/off of the call window ([video-window]): a real effect on the outgoing video. The
// local camera is drawn onto a canvas every frame through a CSS blur filter, and the canvas's own
// video track (canvas.captureStream) replaces the camera's in the call
// (BrowserVideoProvider.replaceOutgoingVideo); off puts the camera back. Without person
// segmentation the blur covers the whole picture: the patient sees the clinician's shape softly
// and nothing of the room behind is readable.

/** The blur applied while the background effect is on. */
export const backgroundBlur = 'blur(10px)';

/** A running effect: the track to send instead of the camera's, and how to stop it. */
export interface BackgroundEffect {
  /** The blurred picture's video track; undefined when the browser cannot capture a canvas. */
  readonly track: MediaStreamTrack | undefined;
  /** Stops drawing and the canvas track; the camera itself keeps running. */
  stop: () => void;
}

/** Makes the effect over the local camera stream. */
export type BackgroundEffectFactory = (camera: MediaStream) => BackgroundEffect;

/**
 * Draws `camera` blurred onto a canvas of `size` and captures it at 30 frames a second.
 *
 * @example
 * const effect = createBackgroundEffect(localStream, { width: 1280, height: 720 });
 * await provider.replaceOutgoingVideo(effect.track ?? null);
 */
export function createBackgroundEffect(camera: MediaStream, size: { width: number; height: number }): BackgroundEffect {
  const canvas = Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d');
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream(camera.getVideoTracks());
  void video.play().catch(() => undefined);
  let frame = 0;
  const draw = () => {
    if (context) {
      context.filter = backgroundBlur;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
    }
    frame = window.requestAnimationFrame(draw);
  };
  frame = window.requestAnimationFrame(draw);
  const track = typeof canvas.captureStream === 'function' ? canvas.captureStream(30).getVideoTracks()[0] : undefined;
  return {
    track,
    stop: () => {
      window.cancelAnimationFrame(frame);
      track?.stop();
      video.srcObject = null;
    },
  };
}
