import { randomBytes } from 'node:crypto';
import { finished, Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../adapters/files/FileStorage';
import { fileMessages } from '../features/files/fileMessages';
import { ApiError } from './ApiError';
import { UploadedFilePart, type MultipartField } from './multipartParts';

/** How many leading bytes of a file a handler sees, to tell its type by its signature. */
const headBytes = 16;

/** The parts an upload call takes besides its one file (licences have the most: five fields). */
const partLimits = { files: 1, fields: 10, fieldSize: 1024, parts: 12 } as const;

/**
 * The most a multipart body holds besides its file: every field at its largest, and a kilobyte of
 * boundary and part headers per part. A body declared longer than the file limit plus this is
 * refused before it is read (installMultipart).
 */
export const multipartEnvelopeBytes = partLimits.fields * partLimits.fieldSize + partLimits.parts * 1024;

/** A multipart body read into the call's body, and the temporary keys to remove after the call. */
export interface MultipartBody {
  body: Record<string, MultipartField | UploadedFilePart>;
  temporaryKeys: string[];
}

/** Counts the bytes that pass and keeps the first few. */
class HeadAndCount extends Transform {
  size = 0;
  head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.head.length < headBytes) this.head = Buffer.concat([this.head, chunk.subarray(0, headBytes - this.head.length)]);
    callback(null, chunk);
  }
}

/** A storage failure (a disk error) is the server's; everything else went wrong in the request. */
const isStorageFailure = (error: unknown) => typeof error === 'object' && error !== null && 'syscall' in error;

function requestError(error: unknown): unknown {
  if (error instanceof ApiError || isStorageFailure(error)) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new ApiError(413, { message: fileMessages.uploadTooManyParts });
  return new ApiError(400, { message: fileMessages.uploadUnreadable });
}

/**
 * Reads a multipart body after the caller was authorized: text fields into the body, and the file
 * part written to the file storage as it arrives (under a temporary key, counting its bytes) and
 * handed over as an UploadedFile reference. Past `maxBytes` the rest of the file is discarded
 * and the part is marked `truncated`, so that the operation's handler answers with its own
 * "too large" message. A body that cannot be read is answered 400, too many parts 413.
 *
 * @example
 * const { body, temporaryKeys } = await readMultipartBody(request, files, 1_048_576);
 */
export async function readMultipartBody(request: FastifyRequest, files: FileStorage, maxBytes: number): Promise<MultipartBody> {
  const body: MultipartBody['body'] = {};
  const temporaryKeys: string[] = [];
  try {
    const parts = request.parts({ limits: { ...partLimits, fileSize: maxBytes } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (body[part.fieldname] === undefined) {
          body[part.fieldname] = { type: 'field', fieldname: part.fieldname, value: String(part.value) };
        }
        continue;
      }
      const key = `uploads/${randomBytes(12).toString('hex')}.bin`;
      temporaryKeys.push(key);
      const counter = new HeadAndCount();
      // A part cut short ends the write with its error instead of leaving it waiting. `finished`
      // also reports a part the parser destroyed before it was handed over (a body cut short
      // can be parsed to its end while the part waits in the iterator's queue), where a late
      // 'error' listener would wait for ever.
      finished(part.file, (error) => {
        if (error) counter.destroy(error);
      });
      // The error can come before putStream's pipeline listens (it awaits mkdir first): without a
      // listener of its own, the destroyed counter's 'error' would be an uncaught exception that
      // ends the process. The pipeline still sees the stream errored and rejects.
      counter.on('error', () => undefined);
      await files.putStream(key, part.file.pipe(counter), part.mimetype);
      const truncated = part.file.truncated;
      // Past the limit nothing is kept: the handler only needs to know it was too large.
      if (truncated) await files.remove(key);
      body[part.fieldname] = new UploadedFilePart(part.fieldname, part.filename, part.mimetype, key, counter.size, counter.head, truncated);
    }
  } catch (error) {
    await Promise.all(temporaryKeys.map((key) => files.remove(key)));
    throw requestError(error);
  }
  return { body, temporaryKeys };
}
