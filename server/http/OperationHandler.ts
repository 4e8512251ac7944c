// How a feature implements an operation of specs/api: a function from the validated call to
// the payload that the route answers as `{data: payload}`.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { OperationId } from '../../src/generated/operations';
import type { UserProfile } from '../session/UserProfile';

export interface OperationCall {
  /** The request body, already validated against the operation's schema (defaults applied). */
  body: unknown;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The signed-in user; null only for public operations. */
  profile: UserProfile | null;
  /** The bearer token presented, when any. */
  token: string | null;
  /** The caller's IP: the socket's, or X-Forwarded-For only from a proxy that TRUST_PROXY names. */
  ip: string;
  /** The cookies the request carried (the two-factor remember cookie of the sign-in calls). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Sets a cookie on the answer. */
  setCookie(name: string, value: string, options: CookieSerializeOptions): void;
}

export type OperationHandler = (call: OperationCall) => Promise<unknown>;

/** The handlers a feature contributes, by operationId. */
export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>;
