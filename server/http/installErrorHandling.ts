import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable';
import { answerUnavailable } from './answerUnavailable';
import { ApiError } from './ApiError';
import { clientErrorMessage } from './clientErrorMessage';
import { httpMessages } from './httpMessages';
import { isMalformedMultipart } from './isMalformedMultipart';

/**
 * The global error handler and JSON body parser: an ApiError is answered with its status and
 * body; a malformed request gets a plain 4xx message; a database out of reach (refused, lost or
 * timed-out connection: isDatabaseUnavailable) is answered 503 with `Retry-After`; anything else
 * is logged server-side and answered `500 {message: 'Server Error'}`, so no stack trace or SQL
 * text ever reaches a client.
 *
 * @example
 * installErrorHandling(app);
 */
export function installErrorHandling(app: FastifyInstance): void {
  // Fastify's own parser (secure-json-parse) refuses `__proto__` keys and `constructor.prototype`,
  // which a plain JSON.parse would hand on as own properties. An empty JSON body is treated as
  // absent instead of Fastify's 400, because clients send `Content-Type: application/json` with no
  // body for calls such as POST logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (error) done(new ApiError(400, { message: httpMessages.invalidJson }), undefined);
      else done(null, parsed);
    });
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.body);
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send({ message: httpMessages.invalidMultipart });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return answerUnavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: httpMessages.serverError });
  });
}
