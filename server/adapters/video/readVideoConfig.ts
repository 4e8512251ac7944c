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
}

/**
 * The video settings from the environment: VIDEO_TOKEN_SECRET, and Twilio when TWILIO_ACCOUNT_SID,
 * TWILIO_API_KEY and TWILIO_API_SECRET are all set (otherwise the built-in provider runs).
 *
 * @example
 * readVideoConfig(process.env); // { twilio: { accountSid: 'AC…', apiKey: 'SK…', apiSecret: '…' } }
 */
export function readVideoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const apiKey = env.TWILIO_API_KEY?.trim();
  const apiSecret = env.TWILIO_API_SECRET?.trim();
  const tokenSecret = env.VIDEO_TOKEN_SECRET?.trim();
  return {
    ...(tokenSecret ? { tokenSecret } : {}),
    ...(accountSid && apiKey && apiSecret ? { twilio: { accountSid, apiKey, apiSecret } } : {}),
  };
}
