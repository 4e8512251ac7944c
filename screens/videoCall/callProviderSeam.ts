import type { DevicePermission, VideoProvider } from '../../machines/videoCall/VideoProvider';
import { VideoConnectError } from '../../machines/videoCall/VideoProvider';
import type { CallStreams } from './callStreams';

/**
 * What the call window gets from a provider: the provider for the call machine, and the switch of
 * the background effect on the video it publishes ([video-window]).
 */
export interface CallProviderHandle {
  provider: VideoProvider;
  setBackground: (on: boolean) => void;
}

/** Makes the provider of one call; it fills `streams` with the local preview and the remote video. */
export type CallProviderFactory = (streams: CallStreams) => CallProviderHandle;

async function browserPermission(): Promise<DevicePermission> {
  const names = ['camera', 'microphone'] as const;
  const states = await Promise.all(names.map((name) => navigator.permissions.query({ name })));
  return states.some((state) => state.state === 'denied') ? 'blocked' : 'granted';
}

/**
 * The seam where the media providers (screens/videoCall/providers: Twilio and the built-in
 * WebRTC one) plug in. Until they are merged this one tests the permissions and refuses to
 * connect, which the call machine shows as a start failure.
 *
 * @example
 * const { provider } = createCallProvider(createCallStreams());
 */
export const createCallProvider: CallProviderFactory = () => ({
  provider: {
    kind: 'builtIn',
    testPermissions: browserPermission,
    connect: () => Promise.reject(new VideoConnectError('connectFailed', 'no media provider in this build')),
  },
  setBackground: () => undefined,
});
