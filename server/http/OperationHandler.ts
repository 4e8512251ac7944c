// How a feature implements an operation of specs/api: a function from the validated call to
// the payload that the route answers as `{data: payload}`, both typed from the OpenAPI
// description (src/generated/operationTypes.ts): a handler that reads a field the description
// does not have, or answers another shape, does not compile.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { PublicOperationId } from '../../src/generated/access';
import type { OperationId } from '../../src/generated/operations';
import type { OperationTypes } from '../../src/generated/operationTypes';
import type { ScopedResources } from '../security/scopedRows';
import type { UserProfile } from '../session/UserProfile';
import type { StreamedAnswer } from './StreamedAnswer';

export interface OperationCall<Id extends OperationId = OperationId> {
  /** The request body, already validated against the operation's schema (defaults applied). */
  body: OperationTypes[Id]['body'];
  /** The path parameters, coerced to their schemas' types (an integer is a number) and validated. */
  params: OperationTypes[Id]['params'];
  /** The query parameters, coerced to their schemas' types and validated. */
  query: OperationTypes[Id]['query'];
  /**
   * The signed-in caller (acting as a practice's member when a super user does): always there for
   * an operation that is not public (the registrar answered 401 otherwise); null for a public one.
   */
  profile: Id extends PublicOperationId ? null : UserProfile;
  /**
   * The rows the caller sees of each resource the operation's `x-cadence-scope` declares
   * (specs/api): list, find, update and delete through these, never by deciding the scope here.
   */
  scoped: ScopedResources<OperationTypes[Id]['scope']>;
  /** The bearer token presented, when any. */
  token: string | null;
  /** The caller's IP: the socket's, or X-Forwarded-For only from a proxy that TRUST_PROXY names. */
  ip: string;
  /** The cookies the request carried (the two-factor remember cookie of the sign-in calls). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Sets a cookie on the answer. */
  setCookie(name: string, value: string, options: CookieSerializeOptions): void;
}

/**
 * The handler of operation `Id`: the validated call in, the `data` of its 200 answer out — or,
 * for an operation whose 200 answer lists a file type (a report's or the assignment export's text/csv), a StreamedAnswer.
 */
export type OperationHandler<Id extends OperationId = OperationId> = (
  call: OperationCall<Id>,
) => Promise<OperationResponse<Id> | StreamedAnswer>;

/** The `data` that operation `Id` answers with. */
export type OperationResponse<Id extends OperationId> = OperationTypes[Id]['response'];

/** The handlers a feature contributes, by operationId, each typed by its operation. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };
