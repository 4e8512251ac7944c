import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * The largest file any multipart call accepts: a firmware image. Each upload holds its own, often
 * smaller, limit with its own message (pictures and licence documents 1 MB, user guides 16 MB).
 */
export const maxUploadBytes = 64 * 1_048_576;

/**
 * Parses `multipart/form-data` bodies for the upload operations (pictures, firmware, guides, licences, attachments): fields
 * arrive in the handler's body as `{value}` parts and files as parts with `mimetype`,
 * `toBuffer()` and `file.truncated`. A file larger than {@link maxUploadBytes} is cut there and
 * flagged as truncated (not refused here), so that the handler answers with the spec's message.
 *
 * @example
 * await installMultipart(app);
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
}
