import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address the caller claims in `X-Forwarded-For` (its first entry): the portal sends the
 * user's public address there (ARCHITECTURE.md, wire format), but any client can write anything
 * in it, so it is only ever kept as the "reported address" beside the real one (`request.ip`,
 * which Fastify takes from the socket, or from a proxy named by TRUST_PROXY). Anything that is
 * not an IP address is dropped.
 *
 * @example
 * reportedAddress(request); // '203.0.113.9' for `X-Forwarded-For: 203.0.113.9, 10.0.0.1`
 */
export function reportedAddress(request: FastifyRequest): string | null {
  const header = request.headers['x-forwarded-for'];
  const text = Array.isArray(header) ? header[0] : header;
  const first = text?.split(',')[0]?.trim() ?? '';
  return isIP(first) === 0 ? null : first;
}
