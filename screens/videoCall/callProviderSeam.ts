import { constants } from '../../src/generated/catalog';
import type { BrowserVideoProvider } from './providers/BrowserVideoProvider';
import { createVideoProvider } from './providers/createVideoProvider';
import { createBackgroundEffect, type BackgroundEffect, type BackgroundEffectFactory } from './backgroundEffect';

/** Makes the media provider of one call (a fake in tests). */
export type CallProviderFactory = () => BrowserVideoProvider;

/**
 * The portal's provider: built-in WebRTC or Twilio, chosen by the room token (providers/).
 *
 * @example
 * const provider = createCallProvider();
 */
export const createCallProvider: CallProviderFactory = () => createVideoProvider();

/** The background effect at the call window's size. */
export const windowBackgroundEffect: BackgroundEffectFactory = (camera) =>
  createBackgroundEffect(camera, { width: constants.videoCallWindowWidth, height: constants.videoCallWindowHeight });

/**
 * The background on/off switch of a call: on draws the local camera blurred and sends that
 * instead; off sends the camera again. Answers whether the effect is now on (off when there is
 * no camera yet or the browser cannot capture a canvas).
 *
 * @example
 * const setBackground = backgroundSwitch(provider, windowBackgroundEffect);
 * await setBackground(true);
 */
export function backgroundSwitch(provider: BrowserVideoProvider, effectOf: BackgroundEffectFactory): (on: boolean) => Promise<boolean> {
  let effect: BackgroundEffect | null = null;
  return async (on) => {
    effect?.stop();
    effect = null;
    const camera = provider.media.current().local;
    if (!on || camera === null) {
      await provider.replaceOutgoingVideo(null);
      return false;
    }
    effect = effectOf(camera);
    if (effect.track === undefined) return false;
    await provider.replaceOutgoingVideo(effect.track);
    return true;
  };
}
