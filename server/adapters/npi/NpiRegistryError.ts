// How the registry fails, so that the middleware can answer with the messages the portal's error
// catalogue knows (document 1 section 8): a message naming the federal insurance site becomes
// 'CMS server is unavailable. Please try again later.', a 'cURL error' becomes 'Third-party server
// failed. Please try again.', and 'NPI number not found' is passed through.

/** Why a registry call failed. */
export type NpiFailureKind =
  /** The registry answered, but with an error status: the CMS server is down or refusing. */
  | 'unavailable'
  /** No answer at all: connection refused, DNS, timeout, unreadable body. */
  | 'transport'
  /** The registry refused the query (its `Errors` list), e.g. a malformed number. */
  | 'not-found';

/** A failed registry call; `message` is what the middleware answers with. */
export class NpiRegistryError extends Error {
  constructor(
    readonly kind: NpiFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'NpiRegistryError';
  }
}

/** The registry's host, named in 'unavailable' messages ("naming the federal insurance site"). */
export const nppesHost = 'npiregistry.cms.hhs.gov';

/**
 * The failure for an error status of the registry; the message names the CMS site.
 *
 * @example
 * unavailable(503).message // 'The NPI registry of cms.gov (npiregistry.cms.hhs.gov) is unavailable (HTTP 503).'
 */
export function unavailable(status: number): NpiRegistryError {
  return new NpiRegistryError('unavailable', `The NPI registry of cms.gov (${nppesHost}) is unavailable (HTTP ${status}).`);
}

/**
 * The failure for a call that got no usable answer, in the words of the PHP middleware the
 * portal was written against ('cURL error {n}: ...'), which the portal maps to 'Third-party
 * server failed. Please try again.'.
 */
export function transportFailure(detail: string): NpiRegistryError {
  return new NpiRegistryError('transport', `cURL error 7: the NPI registry could not be reached (${detail})`);
}

/** The text passed through to the user when the registry refuses a number. */
export const npiNotFoundMessage = 'NPI number not found';
