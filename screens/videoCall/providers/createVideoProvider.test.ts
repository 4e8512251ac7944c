import { describe, expect, it } from 'vitest';
import { providerOfToken } from './createVideoProvider';

const jwtWithHeader = (header: object) => `${Buffer.from(JSON.stringify(header)).toString('base64url')}.e30.c2ln`;

describe('providerOfToken', () => {
  it('routes a Twilio AccessToken to Twilio and the server\'s built-in room token to the built-in provider', () => {
    expect(providerOfToken(jwtWithHeader({ typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' }))).toBe('twilio');
    expect(providerOfToken(jwtWithHeader({ typ: 'JWT', alg: 'HS256', cty: 'cadence-video;v=1' }))).toBe('builtIn');
    expect(providerOfToken('not a token')).toBe('builtIn');
  });
});
