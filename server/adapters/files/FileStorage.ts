// Where uploaded files (profile pictures, licence documents, user guides, firmware images, bug
// report attachments) are kept. The middleware talks to this seam only, so a deployment with
// several instances can swap the local disk for shared storage.
import type { Readable } from 'node:stream';

/** A stored file's bytes and content type. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A stored file as a stream, for serving large files without holding them in memory. */
export interface StoredFileStream {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** Stores `bytes` under `key` (e.g. `profile-pictures/7-ab12.png`), replacing any file there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Writes `source` under `key` as it arrives (an upload is never held in memory whole) and
   * resolves with the number of bytes written; a failed write leaves no file behind.
   */
  putStream(key: string, source: Readable, contentType: string): Promise<number>;
  /** Gives the file under `from` the key `to` (an upload kept under a temporary key gets its final name). */
  move(from: string, to: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The file under `key` as a stream, or null when there is none. */
  open(key: string): Promise<StoredFileStream | null>;
  /** Removes the file under `key`; no error when there is none. */
  remove(key: string): Promise<void>;
  /** The address the portal shows the file at (served by registerFileRoutes). */
  urlOf(key: string): string;
}
