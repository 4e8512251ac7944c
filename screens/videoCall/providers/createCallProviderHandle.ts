// The call window's provider (screens/videoCall/callProviderSeam.ts's CallProviderFactory) made
// of createVideoProvider(): the provider's streams go into the window's CallStreams, and the
// background switch draws the camera through the blur canvas (backgroundEffect.ts) and sends that
// canvas instead of the camera, or the camera again when switched off.
import { callMedia } from '../../../machines/videoCall/callMedia';
import { createBackgroundEffect, type BackgroundEffect } from '../backgroundEffect';
import type { CallProviderHandle } from '../callProviderSeam';
import type { CallStreams } from '../callStreams';
import type { BrowserVideoProvider } from './BrowserVideoProvider';
import { createVideoProvider } from './createVideoProvider';

/**
 * The window's handle on a new provider, filling `streams`.
 *
 * @example
 * export const createCallProvider: CallProviderFactory = (streams) => createCallProviderHandle(streams);
 */
export function createCallProviderHandle(
  streams: CallStreams,
  provider: BrowserVideoProvider = createVideoProvider(),
  makeEffect: (camera: MediaStream) => BackgroundEffect = (camera) => createBackgroundEffect(camera, callMedia.video),
): CallProviderHandle {
  let effect: BackgroundEffect | null = null;
  let effectOf: MediaStream | null = null;
  provider.media.subscribe(() => {
    const { local, remote } = provider.media.current();
    if (streams.get().local !== local) streams.setLocal(local);
    if (streams.get().remote !== remote) streams.setRemote(remote);
    // The call is over (the provider stopped the camera): the canvas stops drawing too.
    if (local === null && effect) {
      effect.setEnabled(false);
      effect = null;
      effectOf = null;
    }
  });
  return {
    provider,
    setBackground(on) {
      const camera = provider.media.current().local;
      if (!camera) return;
      if (effectOf !== camera) {
        effect = makeEffect(camera);
        effectOf = camera;
      }
      effect?.setEnabled(on);
      const canvasTrack = effect?.stream.getVideoTracks()[0] ?? null;
      void provider.replaceOutgoingVideo(on ? canvasTrack : null);
    },
  };
}
