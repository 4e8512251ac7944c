// Video calls and their recordings (document 2): the rooms kept on the server, the provider's
// room tokens (Twilio's when configured, else the built-in WebRTC provider's), Twilio's rooms and
// compositions through its REST API when configured, and the recording requests of the super
// admin and the CS manager.
import { createTwilioRestClient } from '../../adapters/video/TwilioRestClient';
import { createVideoTokenIssuer } from '../../adapters/video/createVideoTokenIssuer';
import type { VideoTokenIssuer } from '../../adapters/video/VideoTokenIssuer';
import { featurePlugin } from '../Feature';
import { createRecordingConverter } from './createRecordingConverter';
import { createRecordingBodyGuards, createRecordingHandlers } from './createRecordingHandlers';
import { createVideoRoomHandlers } from './createVideoRoomHandlers';
import { createTwilioCompositions, type TwilioVideo } from './twilioVideo';

export const videoFeature = featurePlugin(
  'video',
  ({ db, clock, config, files, live }) => {
    // Made on the first call, from the configuration the server runs with.
    let issuer: VideoTokenIssuer | undefined;
    const tokens = (): VideoTokenIssuer => (issuer ??= createVideoTokenIssuer(config, clock));
    const converter = createRecordingConverter(db, files, (error) => console.error('call recording conversion failed', error));
    // Twilio's rooms and compositions, through its REST API, when its credentials are set.
    const settings = config.video?.twilio;
    const twilio: TwilioVideo | undefined = settings ? { rest: createTwilioRestClient(settings), recordCalls: settings.recordCalls ?? true } : undefined;
    return {
      ...createVideoRoomHandlers(db, clock, live, tokens, twilio),
      ...createRecordingHandlers(db, clock, files, converter, twilio ? { video: twilio, compositions: createTwilioCompositions(db, files, twilio) } : undefined),
    };
  },
  // The recording upload's room is checked before its body is read.
  ({ db, files }) => createRecordingBodyGuards(db, files),
);
