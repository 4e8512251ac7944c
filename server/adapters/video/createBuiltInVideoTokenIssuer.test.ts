import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createBuiltInVideoTokenIssuer, verifyBuiltInVideoToken } from './createBuiltInVideoTokenIssuer';
import { signHs256Jwt } from './signHs256Jwt';
import { videoTokenLifetimeSeconds } from './VideoTokenIssuer';

const secret = 'test-video-secret';
const grant = { identity: 'pms', room: 'patient-7-RM0123' };

describe('built-in video room tokens', () => {
  it('[video-call-start] names the room and the identity, for the signalling socket to check', () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const issued = createBuiltInVideoTokenIssuer(secret, clock).issue(grant);
    expect(issued.expiresIn).toBe(videoTokenLifetimeSeconds);
    expect(verifyBuiltInVideoToken(secret, clock, issued.token)).toEqual(grant);
  });

  it('[video-call-start] is short-lived', () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const { token } = createBuiltInVideoTokenIssuer(secret, clock).issue(grant);
    clock.advance((videoTokenLifetimeSeconds - 1) * 1000);
    expect(verifyBuiltInVideoToken(secret, clock, token)).toEqual(grant);
    clock.advance(1000);
    expect(verifyBuiltInVideoToken(secret, clock, token)).toBeNull();
  });

  it('[video-other-clinician] refuses a token with another room, another secret or another kind', () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const { token } = createBuiltInVideoTokenIssuer(secret, clock).issue(grant);
    const [header, , signature] = token.split('.');
    const otherRoom = Buffer.from(JSON.stringify({ sub: 'pms', room: 'patient-8-RM9', iat: 0, exp: 9_999_999_999 })).toString('base64url');
    expect(verifyBuiltInVideoToken(secret, clock, `${header}.${otherRoom}.${signature}`)).toBeNull();
    expect(verifyBuiltInVideoToken('another-secret', clock, token)).toBeNull();
    const plainJwt = signHs256Jwt({ typ: 'JWT' }, { sub: 'pms', room: grant.room, exp: 9_999_999_999 }, secret);
    expect(verifyBuiltInVideoToken(secret, clock, plainJwt)).toBeNull();
    expect(verifyBuiltInVideoToken(secret, clock, 'not a token')).toBeNull();
    expect(verifyBuiltInVideoToken(secret, clock, '..')).toBeNull();
  });
});
