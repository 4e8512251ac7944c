import { httpMessages } from './httpMessages';

/**
 * The plain message of a 4xx that no handler worded (a framework or parser refusal), so that
 * every refusal keeps the documented `{message}` shape instead of Fastify's own error object.
 *
 * @example
 * clientErrorMessage(414); // 'The request address is too long.'
 */
export function clientErrorMessage(status: number): string {
  switch (status) {
    case 404:
      return httpMessages.notFound;
    case 406:
      return httpMessages.notAcceptable;
    case 413:
      return httpMessages.tooLarge;
    case 414:
      return httpMessages.uriTooLong;
    case 415:
      return httpMessages.unsupportedType;
    default:
      return httpMessages.badRequest;
  }
}
