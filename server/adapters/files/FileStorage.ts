// Where uploaded files (profile pictures) are kept. The middleware talks to this seam only, so a
// deployment with several instances can swap the local disk for shared storage.

/** A stored file's bytes and content type. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores `bytes` under `key` (e.g. `profile-pictures/7-ab12.png`), replacing any file there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; no error when there is none. */
  remove(key: string): Promise<void>;
  /** The address the portal shows the file at (served by registerFileRoutes). */
  urlOf(key: string): string;
}
