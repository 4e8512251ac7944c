import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorMessage } from './clientErrorMessage';
import { httpMessages } from './httpMessages';

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a URL that does not decode, a
 * path parameter longer than `maxParamLength`) are answered `{message}` with their 4xx instead of
 * Fastify's `{error, code, message, statusCode}`, which names internals.
 *
 * @example
 * Fastify({ frameworkErrors: answerFrameworkError });
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  if (status >= 400 && status < 500) {
    const message = error.code === 'FST_ERR_BAD_URL' ? httpMessages.invalidUrl : clientErrorMessage(status);
    void reply.status(status).send({ message });
    return;
  }
  void reply.status(500).send({ message: httpMessages.serverError });
}
