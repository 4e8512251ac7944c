import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { httpMessages } from './httpMessages';

/**
 * Fastify's `clientErrorHandler` option: a request Node cannot even parse (headers or URL over
 * Node's 16 KB header limit, a malformed request line, a request that never finishes arriving) is
 * answered `{message}` with its 4xx, like every other refusal, instead of Fastify's
 * `{error, message, statusCode}`; the connection is then closed, as Node does.
 *
 * @example
 * Fastify({ clientErrorHandler: answerClientError });
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, httpMessages.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, httpMessages.headersTooLarge]
        : [400, httpMessages.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
