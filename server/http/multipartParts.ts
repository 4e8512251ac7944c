// The parts of a multipart body as an upload handler receives them (readMultipartBody puts them
// in the call's body by field name): text fields, and the file part as a reference to the bytes
// already written to the file storage, never as the bytes themselves.

/** A text field of a multipart body. */
export interface MultipartField {
  type: 'field';
  fieldname: string;
  value: string;
}

/** The file part of a multipart body, streamed to the file storage under a temporary key. */
export interface UploadedFile {
  type: 'file';
  fieldname: string;
  /** The name the browser sent ('' when none). */
  filename: string;
  /** The content type the browser declared (not to be trusted: check `head`). */
  mimetype: string;
  /**
   * The temporary key of the bytes in the file storage; the handler moves it to its final key
   * (`files.move`), and whatever is still there after the call is removed.
   */
  key: string;
  /** The bytes received (at most the operation's limit). */
  size: number;
  /** The first bytes of the file, to tell its type by its signature. */
  head: Buffer;
  /**
   * The file went over the operation's limit (`x-max-upload-bytes`): the rest was discarded and
   * nothing is kept under `key`; the handler answers with its own "too large" message.
   */
  truncated: boolean;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The text of a multipart field, trimmed; undefined when the body has no such field or it is
 * empty.
 *
 * @example
 * multipartText(call.body, 'version_number'); // '1.2.0'
 */
export function multipartText(body: unknown, name: string): string | undefined {
  const part = asObject(asObject(body)[name]);
  if (part.type !== 'field') return undefined;
  const value = part.value;
  const text = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim();
  return text === '' ? undefined : text;
}

/**
 * The file part `name` of a multipart body, or undefined when none was sent (a JSON body never
 * has one: only readMultipartBody makes file parts).
 */
export function multipartFile(body: unknown, name: string): UploadedFile | undefined {
  const part = asObject(body)[name];
  return part instanceof UploadedFilePart ? part : undefined;
}

/**
 * The class of the file parts readMultipartBody makes, so that a JSON body that looks like one
 * (`{"file": {"type": "file", "key": "licences/..."}}`) is never taken for an upload.
 */
export class UploadedFilePart implements UploadedFile {
  readonly type = 'file';
  constructor(
    readonly fieldname: string,
    readonly filename: string,
    readonly mimetype: string,
    readonly key: string,
    readonly size: number,
    readonly head: Buffer,
    readonly truncated: boolean,
  ) {}
}
