// Messages of the HTTP layer itself (malformed requests, framework refusals): the spec gives none
// for these, so they are the server's own plain wording.

export const httpMessages = {
  invalidJson: 'The request body is not valid JSON.',
  invalidMultipart: 'The request body is not a valid multipart form.',
  invalidUrl: 'The request address is not valid.',
  uriTooLong: 'The request address is too long.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type.',
  notAcceptable: 'The request body cannot be read.',
  notFound: 'Not found.',
  badRequest: 'Bad request.',
  serverError: 'Server Error',
  /** Suffix after a field's label when a string holds a NUL character (PostgreSQL text refuses it). */
  nulCharacter: 'may not contain a NUL character',
  /** Suffix after a field's label when a string holds half of a surrogate pair (not valid Unicode). */
  loneSurrogate: 'may not contain invalid Unicode (an unpaired surrogate)',
} as const;
