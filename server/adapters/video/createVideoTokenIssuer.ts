import { createHmac } from 'node:crypto';
import type { Clock } from '../../clock/Clock';
import type { ServerConfig } from '../../config/ServerConfig';
import { createBuiltInVideoTokenIssuer } from './createBuiltInVideoTokenIssuer';
import { createTwilioVideoTokenIssuer } from './createTwilioVideoTokenIssuer';
import type { VideoTokenIssuer } from './VideoTokenIssuer';

/**
 * The secret of the built-in provider's room tokens: VIDEO_TOKEN_SECRET, else a key derived from
 * the single sign-on secret (HMAC with a label of its own, so neither token passes for the other),
 * which is the same in the video feature and in the signalling socket of one configuration.
 *
 * @example
 * verifyBuiltInVideoToken(builtInVideoTokenSecret(config), clock, token);
 */
export function builtInVideoTokenSecret(config: Pick<ServerConfig, 'ssoSecret' | 'video'>): string {
  return config.video?.tokenSecret ?? createHmac('sha256', config.ssoSecret).update('cadence built-in video room tokens').digest('hex');
}

/**
 * The token issuer `config` names: Twilio's when its credentials are set, else the built-in one.
 *
 * @example
 * const issuer = createVideoTokenIssuer(deps.config, deps.clock);
 */
export function createVideoTokenIssuer(config: Pick<ServerConfig, 'ssoSecret' | 'video'>, clock: Clock): VideoTokenIssuer {
  const twilio = config.video?.twilio;
  if (twilio) return createTwilioVideoTokenIssuer(twilio, clock);
  return createBuiltInVideoTokenIssuer(builtInVideoTokenSecret(config), clock);
}
