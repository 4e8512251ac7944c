/**
 * Busboy (under `@fastify/multipart`) reports a malformed `multipart/form-data` body with plain
 * errors that carry no HTTP status: no or an empty boundary, a boundary over 256 characters, a body
 * that ends before its closing boundary. They are the sender's fault, so they are answered 400
 * rather than taken for a server failure.
 */
const busboyMessages = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

/**
 * Whether `error` is busboy's refusal of a malformed multipart body (see above).
 *
 * @example
 * isMalformedMultipart(new Error('Multipart: Boundary not found')); // true
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error) return false;
  return busboyMessages.some((pattern) => pattern.test(error.message));
}
