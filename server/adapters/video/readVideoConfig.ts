import { readIceServers, type IceServer } from '../../videoSignal/readIceServers';
import type { TwilioCredentials } from './createTwilioVideoTokenIssuer';

/** Twilio's settings: the credentials, where its REST API lives, and whether calls are recorded. */
export interface TwilioSettings extends TwilioCredentials {
  /** TWILIO_API_BASE: Twilio's Video REST API (default https://video.twilio.com; the local fake in tests). */
  apiBase?: string;
  /**
   * Whether rooms record their participants (RecordParticipantsOnConnect), which Request Recording
   * composes afterwards: on unless TWILIO_RECORD_CALLS is `false`.
   */
  recordCalls?: boolean;
}

/** The video settings of ServerConfig. */
export interface VideoConfig {
  /**
   * Signs the built-in provider's room tokens (VIDEO_TOKEN_SECRET); several instances must share
   * one. Unset, a key derived from the single sign-on secret is used (createVideoTokenIssuer).
   */
  tokenSecret?: string;
  /** Twilio: all three of TWILIO_ACCOUNT_SID, TWILIO_API_KEY, TWILIO_API_SECRET, and TWILIO_API_BASE, TWILIO_RECORD_CALLS. */
  twilio?: TwilioSettings;
  /**
   * The STUN/TURN servers of the built-in provider's peers (ICE_SERVERS, a JSON array of
   * RTCIceServer); unset, none: on loopback and one LAN the browsers reach each other directly.
   */
  iceServers?: IceServer[];
}

/**
 * The video settings from the environment: VIDEO_TOKEN_SECRET, and Twilio when TWILIO_ACCOUNT_SID,
 * TWILIO_API_KEY and TWILIO_API_SECRET are all set (otherwise the built-in provider runs; with
 * them TWILIO_API_BASE and TWILIO_RECORD_CALLS), and
 * the built-in provider's ICE_SERVERS (readIceServers; a malformed list stops the start).
 *
 * @example
 * readVideoConfig(process.env); // { twilio: { accountSid: 'AC…', apiKey: 'SK…', apiSecret: '…', recordCalls: true } }
 */
export function readVideoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const apiKey = env.TWILIO_API_KEY?.trim();
  const apiSecret = env.TWILIO_API_SECRET?.trim();
  const tokenSecret = env.VIDEO_TOKEN_SECRET?.trim();
  const iceServers = readIceServers(env.ICE_SERVERS);
  const apiBase = env.TWILIO_API_BASE?.trim();
  const recordCalls = env.TWILIO_RECORD_CALLS?.trim().toLowerCase() !== 'false';
  return {
    ...(iceServers.length > 0 ? { iceServers } : {}),
    ...(tokenSecret ? { tokenSecret } : {}),
    ...(accountSid && apiKey && apiSecret ? { twilio: { accountSid, apiKey, apiSecret, recordCalls, ...(apiBase ? { apiBase } : {}) } } : {}),
  };
}
