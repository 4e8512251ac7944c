// The built-in WebRTC provider's room token: a JWT signed HS256 with the video token secret,
// naming the room and the identity, valid videoTokenLifetimeSeconds. The signalling socket admits
// a peer to a room only with such a token (verifyBuiltInVideoToken), so that only a user the
// server let start or rejoin the room (or the patient's app) exchanges media in it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock/Clock';
import { signHs256Jwt } from './signHs256Jwt';
import { videoTokenLifetimeSeconds, type VideoTokenIssuer } from './VideoTokenIssuer';

/** The `cty` of a built-in room token, so that no other token of the portal passes for one. */
const contentType = 'cadence-video;v=1';

/** What a valid built-in token grants. */
export interface BuiltInVideoGrant {
  identity: string;
  room: string;
}

/**
 * The issuer of built-in room tokens, signed with `secret`.
 *
 * @example
 * const issuer = createBuiltInVideoTokenIssuer(secret, clock);
 * const { token } = issuer.issue({ identity: 'pms', room: 'patient-7-RM…' });
 */
export function createBuiltInVideoTokenIssuer(secret: string, clock: Clock): VideoTokenIssuer {
  return {
    provider: 'builtIn',
    issue({ identity, room }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const token = signHs256Jwt(
        { typ: 'JWT', cty: contentType },
        { sub: identity, room, iat: issuedAt, exp: issuedAt + videoTokenLifetimeSeconds },
        secret,
      );
      return { token, expiresIn: videoTokenLifetimeSeconds };
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The grant of a built-in room token, or null when it is not one of ours, was altered, or has
 * expired by `clock`.
 *
 * @example
 * verifyBuiltInVideoToken(secret, clock, token); // { identity: 'pms', room: 'patient-7-RM…' }
 */
export function verifyBuiltInVideoToken(secret: string, clock: Clock, token: string): BuiltInVideoGrant | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = decodePart(header);
  const claims = decodePart(payload);
  if (head?.alg !== 'HS256' || head.cty !== contentType || !claims) return null;
  const { sub, room, exp } = claims;
  if (typeof sub !== 'string' || typeof room !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= clock.now().getTime()) return null;
  return { identity: sub, room };
}
