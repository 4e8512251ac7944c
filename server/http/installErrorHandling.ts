import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './ApiError';

/**
 * The global error handler and JSON body parser: an ApiError is answered with its status and
 * body; a malformed request gets a plain 4xx message; anything else is logged server-side and
 * answered `500 {message: 'Server Error'}`, so no stack trace or SQL text ever reaches a client.
 *
 * @example
 * installErrorHandling(app);
 */
export function installErrorHandling(app: FastifyInstance): void {
  // An empty JSON body is treated as absent instead of Fastify's 400, because clients send
  // `Content-Type: application/json` with no body for calls such as POST logout.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new ApiError(400, { message: 'The request body is not valid JSON.' }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
}

function clientMessage(status: number): string {
  switch (status) {
    case 413:
      return 'The request is too large.';
    case 415:
      return 'Unsupported content type.';
    case 404:
      return 'Not found.';
    default:
      return 'Bad request.';
  }
}
