import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../../src/generated/catalog';
import type { FileStorage } from '../adapters/files/FileStorage';
import { fileMessages } from '../features/files/fileMessages';
import { ApiError } from './ApiError';
import { multipartEnvelopeBytes, readMultipartBody } from './readMultipartBody';
import { uploadSizeText } from './uploadSizeText';

/** The route option registerOperations sets on an upload operation: its `x-max-upload-bytes`. */
export interface UploadRouteConfig {
  maxUploadBytes?: number;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the upload limit to route config
  interface FastifyContextConfig extends UploadRouteConfig {}
}

interface OperationWithBody {
  operationId?: string;
  'x-max-upload-bytes'?: unknown;
  requestBody?: { content?: Record<string, unknown> };
}

/**
 * The largest file an operation accepts, from its OpenAPI description: `x-max-upload-bytes` of an
 * operation whose request body is `multipart/form-data`; undefined for every other operation
 * (which then refuses multipart bodies). Throws at boot when an upload operation declares none.
 *
 * @example
 * uploadLimitOf(openapi.paths['/firmware'].post); // 67108864
 */
export function uploadLimitOf(operation: OperationWithBody): number | undefined {
  if (operation.requestBody?.content?.['multipart/form-data'] === undefined) return undefined;
  const limit = operation['x-max-upload-bytes'];
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
    throw new Error(`upload operation ${operation.operationId ?? '?'} declares no x-max-upload-bytes`);
  }
  return limit;
}

const isMultipartRequest = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

const uploadLimitOfRoute = (request: FastifyRequest) => request.routeOptions.config.maxUploadBytes;

/** The body length the request declares (Content-Length), or undefined for a chunked body. */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** Refuses a request before its body is read; the connection ends with the answer (Node would read and discard the rest). */
function refuseUnread(reply: FastifyReply, error: ApiError): ApiError {
  void reply.header('connection', 'close');
  return error;
}

/**
 * Multipart bodies for the upload operations only, and never before the caller is known: the
 * body is read in `preValidation`, after each operation's `onRequest` authorization (and body
 * guard), with the file streamed to `files` under a temporary key up to the operation's own limit
 * (see readMultipartBody); whatever temporary file the handler did not move is removed once the
 * answer is sent. Refused before a byte is read: a multipart body sent to any other route (415),
 * and one whose Content-Length is over the operation's limit plus the multipart envelope (413
 * 'The file must be at most {size}.'); a chunked body that runs over is cut at the limit.
 *
 * @example
 * await installMultipart(app, files);
 */
export async function installMultipart(app: FastifyInstance, files: FileStorage): Promise<void> {
  // The plugin only marks multipart requests; the parts are read by readMultipartBody below.
  await app.register(multipart, { throwFileSizeLimit: false });
  const temporaryKeys = new WeakMap<FastifyRequest, string[]>();

  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!isMultipartRequest(request)) {
      done(null, payload);
      return;
    }
    const limit = uploadLimitOfRoute(request);
    if (limit === undefined) {
      done(refuseUnread(reply, new ApiError(415, { message: fileMessages.uploadNotAccepted })));
      return;
    }
    if ((declaredLength(request) ?? 0) > limit + multipartEnvelopeBytes) {
      done(refuseUnread(reply, new ApiError(413, { message: message('fileTooLarge', { size: uploadSizeText(limit) }) })));
      return;
    }
    done(null, payload);
  });

  app.addHook('preValidation', async (request) => {
    const limit = uploadLimitOfRoute(request);
    if (limit === undefined || !request.isMultipart()) return;
    const read = await readMultipartBody(request, files, limit);
    temporaryKeys.set(request, read.temporaryKeys);
    request.body = read.body;
  });

  // The temporary files go before the answer leaves, so a caller that has its answer finds
  // nothing kept; after the response too, for a request whose answer was never sent (aborted).
  const removeTemporary = async (request: FastifyRequest): Promise<void> => {
    const keys = temporaryKeys.get(request) ?? [];
    temporaryKeys.delete(request);
    await Promise.all(keys.map((key) => files.remove(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'temporary upload not removed'))));
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    await removeTemporary(request);
    return payload;
  });
  app.addHook('onResponse', removeTemporary);
}
