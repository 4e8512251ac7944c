// The call window's handle over a provider: the provider's streams reach the window, and the
// background switch sends the blurred canvas instead of the camera, and the camera again.
import { describe, expect, it, vi } from 'vitest';
import type { BackgroundEffect } from '../backgroundEffect';
import { createCallStreams } from '../callStreams';
import type { BrowserVideoProvider } from './BrowserVideoProvider';
import { createCallMediaStore } from './callMediaStore';
import { createCallProviderHandle } from './createCallProviderHandle';

/** Streams are compared by identity only: plain objects stand in for them. */
const stream = (videoTracks: MediaStreamTrack[] = []): MediaStream => Object.assign(Object.create(null) as MediaStream, { getVideoTracks: () => videoTracks });

function fakeProvider() {
  const media = createCallMediaStore();
  const replaced: (MediaStreamTrack | null)[] = [];
  const provider: BrowserVideoProvider = {
    kind: 'builtIn',
    media,
    testPermissions: () => Promise.resolve('granted'),
    connect: () => Promise.reject(new Error('not in this test')),
    replaceOutgoingVideo: (track) => {
      replaced.push(track);
      return Promise.resolve();
    },
  };
  return { provider, media, replaced };
}

describe('createCallProviderHandle', () => {
  it('[video-window] fills the window\'s streams and swaps the outgoing video for the blurred canvas and back', () => {
    const { provider, media, replaced } = fakeProvider();
    const canvasTrack = Object.create(null) as MediaStreamTrack;
    const enabled: boolean[] = [];
    const effect: BackgroundEffect = { stream: stream([canvasTrack]), setEnabled: (on) => void enabled.push(on), stop: vi.fn() };
    const makeEffect = vi.fn(() => effect);
    const streams = createCallStreams();
    const handle = createCallProviderHandle(streams, provider, makeEffect);

    handle.setBackground(true);
    expect(replaced).toEqual([]);
    const camera = stream();
    const remote = stream();
    media.set({ local: camera, remote });
    expect(streams.get()).toEqual({ local: camera, remote });

    handle.setBackground(true);
    handle.setBackground(false);
    expect(makeEffect).toHaveBeenCalledTimes(1);
    expect(makeEffect).toHaveBeenCalledWith(camera);
    expect(enabled).toEqual([true, false]);
    expect(replaced).toEqual([canvasTrack, null]);

    media.set({ local: null, remote: null });
    expect(streams.get()).toEqual({ local: null, remote: null });
  });
});
