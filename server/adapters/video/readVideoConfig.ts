import { readIceServers, type IceServer } from '../../videoSignal/readIceServers';
import type { TwilioCredentials } from './createTwilioVideoTokenIssuer';

/** The video settings of ServerConfig. */
export interface VideoConfig {
  /**
   * Signs the built-in provider's room tokens (VIDEO_TOKEN_SECRET); several instances must share
   * one. Unset, a key derived from the single sign-on secret is used (createVideoTokenIssuer).
   */
  tokenSecret?: string;
  /** Twilio's credentials: all three of TWILIO_ACCOUNT_SID, TWILIO_API_KEY, TWILIO_API_SECRET. */
  twilio?: TwilioCredentials;
  /**
   * The STUN/TURN servers of the built-in provider's peers (ICE_SERVERS, a JSON array of
   * RTCIceServer); unset, none: on loopback and one LAN the browsers reach each other directly.
   */
  iceServers?: IceServer[];
}

/**
 * The video settings from the environment: VIDEO_TOKEN_SECRET, and Twilio when TWILIO_ACCOUNT_SID,
 * TWILIO_API_KEY and TWILIO_API_SECRET are all set (otherwise the built-in provider runs), and
 * the built-in provider's ICE_SERVERS (readIceServers; a malformed list stops the start).
 *
 * @example
 * readVideoConfig(process.env); // { twilio: { accountSid: 'AC…', apiKey: 'SK…', apiSecret: '…' } }
 */
export function readVideoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const apiKey = env.TWILIO_API_KEY?.trim();
  const apiSecret = env.TWILIO_API_SECRET?.trim();
  const tokenSecret = env.VIDEO_TOKEN_SECRET?.trim();
  const iceServers = readIceServers(env.ICE_SERVERS);
  return {
    ...(iceServers.length > 0 ? { iceServers } : {}),
    ...(tokenSecret ? { tokenSecret } : {}),
    ...(accountSid && apiKey && apiSecret ? { twilio: { accountSid, apiKey, apiSecret } } : {}),
  };
}
