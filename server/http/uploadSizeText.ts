/**
 * An upload limit as the catalogue's `fileTooLarge` ('The file must be at most {size}.') writes
 * it: whole megabytes (every `x-max-upload-bytes` of specs/api is one), else kilobytes.
 *
 * @example
 * uploadSizeText(268_435_456); // '256 MB'
 */
export function uploadSizeText(bytes: number): string {
  const megabytes = bytes / 1_048_576;
  return Number.isInteger(megabytes) ? `${String(megabytes)} MB` : `${String(Math.ceil(bytes / 1024))} KB`;
}
