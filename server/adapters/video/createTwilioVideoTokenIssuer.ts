// Twilio's Access Token with a Video grant, written with node:crypto instead of the `twilio`
// package: a JWT signed HS256 with the API key's secret, header `cty: twilio-fpa;v=1`, claims
// `jti` (`<API key SID>-<issued at>`), `iss` (the API key SID), `sub` (the account SID), `iat`,
// `exp` and `grants: { identity, video: { room } }`
// (https://www.twilio.com/docs/iam/access-tokens). twilio-video's `connect(token, { name })`
// joins the room the grant names.
import type { Clock } from '../../clock/Clock';
import { signHs256Jwt } from './signHs256Jwt';
import { videoTokenLifetimeSeconds, type VideoTokenIssuer } from './VideoTokenIssuer';

/** TWILIO_ACCOUNT_SID, TWILIO_API_KEY and TWILIO_API_SECRET. */
export interface TwilioCredentials {
  accountSid: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * The issuer of Twilio Video access tokens.
 *
 * @example
 * const issuer = createTwilioVideoTokenIssuer({ accountSid: 'AC…', apiKey: 'SK…', apiSecret: '…' }, systemClock);
 * issuer.issue({ identity: 'pms', room: 'patient-7-RM…' }).token; // Twilio accepts it in Video.connect
 */
export function createTwilioVideoTokenIssuer(credentials: TwilioCredentials, clock: Clock): VideoTokenIssuer {
  return {
    provider: 'twilio',
    issue({ identity, room }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const token = signHs256Jwt(
        { typ: 'JWT', cty: 'twilio-fpa;v=1' },
        {
          jti: `${credentials.apiKey}-${issuedAt}`,
          iss: credentials.apiKey,
          sub: credentials.accountSid,
          iat: issuedAt,
          exp: issuedAt + videoTokenLifetimeSeconds,
          grants: { identity, video: { room } },
        },
        credentials.apiSecret,
      );
      return { token, expiresIn: videoTokenLifetimeSeconds };
    },
  };
}
