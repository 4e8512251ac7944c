// Background on/off of the call window ([video-window]): a real effect on the outgoing video. The
// camera is drawn onto a canvas every frame, blurred with a CSS filter while the effect is on, and
// the canvas's own stream (canvas.captureStream) is what the provider publishes, with the
// microphone's tracks beside it. Without person segmentation the blur covers the whole picture:
// the patient sees the clinician's shape and face softly, and nothing of the room is readable.

/** The blur applied while the background effect is on. */
export const backgroundBlur = 'blur(10px)';

export interface BackgroundEffect {
  /** The stream to publish: the canvas's video and the camera stream's audio. */
  readonly stream: MediaStream;
  setEnabled(on: boolean): void;
  /** Stops drawing and every track (the camera light goes off). */
  stop(): void;
}

/** What the effect needs of the page, so tests can give a fake canvas and clock. */
export interface EffectSurface {
  createCanvas(width: number, height: number): HTMLCanvasElement;
  createVideo(): HTMLVideoElement;
  requestFrame(draw: () => void): number;
  cancelFrame(handle: number): void;
}

const pageSurface: EffectSurface = {
  createCanvas: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
  createVideo: () => document.createElement('video'),
  requestFrame: (draw) => window.requestAnimationFrame(draw),
  cancelFrame: (handle) => window.cancelAnimationFrame(handle),
};

/**
 * Wraps a camera stream so that its outgoing video can be blurred on and off.
 *
 * @example
 * const effect = createBackgroundEffect(camera, { width: 1280, height: 720 });
 * effect.setEnabled(true); // the patient now sees the blurred picture
 */
export function createBackgroundEffect(
  camera: MediaStream,
  size: { width: number; height: number },
  surface: EffectSurface = pageSurface,
): BackgroundEffect {
  const canvas = surface.createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  const video = surface.createVideo();
  video.muted = true;
  video.playsInline = true;
  video.srcObject = camera;
  void video.play().catch(() => undefined);
  let enabled = false;
  let frame = 0;
  const draw = () => {
    if (context) {
      context.filter = enabled ? backgroundBlur : 'none';
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
    }
    frame = surface.requestFrame(draw);
  };
  frame = surface.requestFrame(draw);
  const stream = new MediaStream([...canvas.captureStream(30).getVideoTracks(), ...camera.getAudioTracks()]);
  return {
    stream,
    setEnabled: (on) => {
      enabled = on;
    },
    stop: () => {
      surface.cancelFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      camera.getTracks().forEach((track) => track.stop());
    },
  };
}
