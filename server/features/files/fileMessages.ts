// Messages of the stored-file addresses and of uploads. The spec gives none; these are the
// server's own wording.

export const fileMessages = {
  /** `/files/<key>` without a signature, or with one this server did not make for that file. */
  linkInvalid: 'This file link is not valid. Open the file again from the portal.',
  /** `/files/<key>` whose signature has expired. */
  linkExpired: 'This file link has expired. Open the file again from the portal.',
  /** A file sent with a multipart body to an operation that takes no upload. */
  uploadNotAccepted: 'This call does not accept file uploads.',
  /** A multipart body that cannot be read (no boundary, cut short, a malformed part). */
  uploadUnreadable: 'The upload could not be read. Please try again.',
  /** A multipart body with more files or fields than an upload call takes. */
  uploadTooManyParts: 'The upload has too many files or fields.',
} as const;
