import type { FastifyReply } from 'fastify';
import { message } from '../../src/generated/catalog';

/**
 * How long a client is asked to wait before trying again while the database is out of reach (s):
 * long enough that a tab full of lists does not knock every second, short enough that the portal
 * is back within moments of the database.
 */
export const unavailableRetryAfterSeconds = 5;

/**
 * Answers 503 `{message}` with `Retry-After`: the middleware is up but its database is not (a
 * refused or lost connection, a timeout), so the request may simply be sent again later. The
 * message is the catalogue's, which the portal shows as it is.
 *
 * @example
 * if (isDatabaseUnavailable(error)) return answerUnavailable(reply);
 */
export function answerUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(unavailableRetryAfterSeconds))
    .send({ message: message('serviceUnavailable') });
}
