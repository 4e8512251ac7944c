import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/files/FileStorage';

/**
 * Serves stored files at `GET /files/<key>` (profile pictures), with their content type and a
 * long cache life: a replaced picture gets a new key, so a cached one is never stale.
 *
 * @example
 * registerFileRoutes(app, files);
 */
export function registerFileRoutes(app: FastifyInstance, files: FileStorage): void {
  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await files.get(key);
    if (!file) return reply.status(404).send({ message: 'Not found.' });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
