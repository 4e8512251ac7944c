import type { FastifyInstance } from 'fastify';
import type { FileUrlSigner } from '../../adapters/files/createFileUrlSigner';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Clock } from '../../clock/Clock';
import { fileMessages } from './fileMessages';

/**
 * Serves stored files at `GET /files/<key>?expires=&signature=` only: the address an authorized
 * operation handed out (team member pictures, licence documents, user guides, firmware; see
 * signedFileUrls). A missing, tampered or other file's signature is answered 403, an expired one
 * 403 with its own message, an unknown file 404, all as `{message}`. The answer may be cached
 * privately until the address expires, never by a shared cache.
 *
 * @example
 * registerFileRoutes(app, files, signer, clock);
 */
export function registerFileRoutes(app: FastifyInstance, files: FileStorage, signer: FileUrlSigner, clock: Clock): void {
  app.get<{ Params: { '*': string }; Querystring: { expires?: unknown; signature?: unknown } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const query = request.query ?? {};
    const check = signer.check(key, query.expires, query.signature);
    if (!check.valid) {
      return reply
        .status(403)
        .header('cache-control', 'no-store')
        .send({ message: check.reason === 'expired' ? fileMessages.linkExpired : fileMessages.linkInvalid });
    }
    const file = await files.open(key);
    if (!file) return reply.status(404).header('cache-control', 'no-store').send({ message: 'Not found.' });
    const maxAge = Math.max(0, check.expires - Math.floor(clock.now().getTime() / 1000));
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', `private, max-age=${String(maxAge)}`)
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}
