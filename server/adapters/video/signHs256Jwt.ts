import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * A compact JWS (JWT) signed with HMAC-SHA256: `base64url(header).base64url(payload).signature`.
 * `alg: HS256` is set in the header; the rest of the header and the claims are the caller's.
 *
 * @example
 * signHs256Jwt({ typ: 'JWT' }, { sub: 'pms', exp: 1767225600 }, secret); // 'eyJhbGciOiJIUzI1NiIs...'
 */
export function signHs256Jwt(header: Readonly<Record<string, string>>, payload: Readonly<Record<string, unknown>>, secret: string | Buffer): string {
  const signingInput = `${base64url(JSON.stringify({ alg: 'HS256', ...header }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}
