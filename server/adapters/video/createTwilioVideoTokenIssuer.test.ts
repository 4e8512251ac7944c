import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createTwilioVideoTokenIssuer } from './createTwilioVideoTokenIssuer';
import { createVideoTokenIssuer } from './createVideoTokenIssuer';
import { readVideoConfig } from './readVideoConfig';

const credentials = { accountSid: 'AC00000000000000000000000000000001', apiKey: 'SK00000000000000000000000000000002', apiSecret: 'api-secret' };
const decode = (part: string | undefined): unknown => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

describe('Twilio video access tokens', () => {
  it("[video-call-start] is Twilio's AccessToken: HS256 with the API secret, a Video grant for the room and the identity", () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const { token, expiresIn } = createTwilioVideoTokenIssuer(credentials, clock).issue({ identity: 'pms', room: 'patient-7-RM0123' });
    const [header, payload, signature] = token.split('.');
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    const issuedAt = Date.parse('2026-03-02T10:00:00Z') / 1000;
    expect(decode(payload)).toEqual({
      jti: `${credentials.apiKey}-${issuedAt}`,
      iss: credentials.apiKey,
      sub: credentials.accountSid,
      iat: issuedAt,
      exp: issuedAt + expiresIn,
      grants: { identity: 'pms', video: { room: 'patient-7-RM0123' } },
    });
    expect(signature).toBe(createHmac('sha256', credentials.apiSecret).update(`${header}.${payload}`).digest('base64url'));
  });

  it('is used only when all three Twilio settings are set', () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const env = { TWILIO_ACCOUNT_SID: credentials.accountSid, TWILIO_API_KEY: credentials.apiKey, TWILIO_API_SECRET: credentials.apiSecret };
    expect(createVideoTokenIssuer({ ssoSecret: 's', video: readVideoConfig(env) }, clock).provider).toBe('twilio');
    expect(createVideoTokenIssuer({ ssoSecret: 's', video: readVideoConfig({ ...env, TWILIO_API_SECRET: ' ' }) }, clock).provider).toBe('builtIn');
    expect(createVideoTokenIssuer({ ssoSecret: 's' }, clock).provider).toBe('builtIn');
  });
});
