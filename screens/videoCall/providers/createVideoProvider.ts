// Which media provider carries a call. The server decides (Twilio when its credentials are set,
// else the built-in WebRTC provider) and says so in twilio_room/start's answer (`provider`) and
// in the token it hands out: a Twilio AccessToken's header is `cty: twilio-fpa;v=1`, a built-in
// room token's `cty: cadence-video;v=1`. The call machine takes its provider before the start
// answer exists, so the provider made here picks the implementation at `connect`, by the token.
import type { OperationData } from '../../../src/generated/operationTypes';
import type { ConnectRequest } from '../../../domain/videoCall/VideoProvider';
import type { BrowserVideoProvider } from './BrowserVideoProvider';
import { createBuiltInVideoProvider } from './builtInProvider';
import type { CallStreams } from './callMediaStore';
import { createTwilioVideoProvider } from './twilioProvider';

/** The provider names of twilio_room/start's answer. */
export type VideoProviderKind = OperationData<'startVideoRoom'>['provider'];

/**
 * The provider a room token is for, read from its JWT header (no signature check: the server
 * checks the token; this only routes it).
 *
 * @example
 * providerOfToken(startAnswer.token); // 'builtIn'
 */
export function providerOfToken(token: string): VideoProviderKind {
  const [header = ''] = token.split('.');
  try {
    const decoded: unknown = JSON.parse(atob(header.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof decoded === 'object' && decoded !== null && 'cty' in decoded && typeof decoded.cty === 'string' && decoded.cty.startsWith('twilio-fpa')) {
      return 'twilio';
    }
  } catch {
    // Not a JWT we can read: the built-in provider will refuse it at the signalling socket.
  }
  return 'builtIn';
}

const noStreams: CallStreams = { local: null, remote: null, screen: null };

/**
 * The call's provider: `kind` when the caller knows it (twilio_room/start's `provider`), else one
 * that picks the built-in or the Twilio implementation by the token `connect` is given.
 * twilio-video is imported only when a Twilio token comes.
 *
 * @example
 * const provider = createVideoProvider();
 * const actor = createActor(machine, { input: { patientId, userId, identity, provider } });
 */
export function createVideoProvider(kind?: VideoProviderKind): BrowserVideoProvider {
  if (kind === 'builtIn') return createBuiltInVideoProvider();
  if (kind === 'twilio') return createTwilioVideoProvider();
  const implementations = { builtIn: createBuiltInVideoProvider(), twilio: createTwilioVideoProvider() };
  let chosen: BrowserVideoProvider | null = null;
  return {
    get kind() {
      return chosen?.kind ?? 'builtIn';
    },
    media: {
      current: () => chosen?.media.current() ?? noStreams,
      subscribe(listener) {
        const stops = [implementations.builtIn.media.subscribe(listener), implementations.twilio.media.subscribe(listener)];
        return () => stops.forEach((stop) => stop());
      },
    },
    testPermissions: () => implementations.builtIn.testPermissions(),
    connect(request: ConnectRequest) {
      chosen = implementations[providerOfToken(request.token)];
      return chosen.connect(request);
    },
    replaceOutgoingVideo: (track) => chosen?.replaceOutgoingVideo(track) ?? Promise.resolve(),
  };
}
