import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest file a multipart call accepts (document 1, section 9: picture maximum). */
export const maxUploadBytes = 1_048_576;

/**
 * Parses `multipart/form-data` bodies for the upload operations (the profile picture): fields
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
