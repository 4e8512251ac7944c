import type { OperationBody, OperationData, OperationPathParams, TypedOperationId } from '../../src/generated/operationTypes';
import type { OperationId } from '../../src/generated/operations';
import type { CallParams } from './apiClient';
import { isOperationId } from './isOperationId';
import { portalApi } from './portalApi';

/**
 * A call port of the generic runtime (`OperationCall`): it sends an operation that a spec names
 * and answers whatever the spec's fields read. Screens, panels and widgets take one (`call` in
 * their props), so component tests pass a fake; the portal passes {@link callOperation}.
 */
export type SpecCall = (operationId: OperationId, body?: unknown, params?: CallParams) => Promise<unknown>;

/** The arguments of a typed call: the body, then the path parameters when the path has any. */
export type OperationArgs<Op extends TypedOperationId> =
  OperationPathParams<Op> extends undefined
    ? [body?: OperationBody<Op>]
    : [body: OperationBody<Op>, path: OperationPathParams<Op>];

/**
 * A typed call as a port: screens that name fixed operations take one, so tests pass a fake
 * (`typedCallFake`, tests/helpers) and the portal passes {@link callOperation}.
 */
export type TypedCall = <Op extends TypedOperationId>(operationId: Op, ...args: OperationArgs<Op>) => Promise<OperationData<Op>>;

/**
 * A name a spec gives (typed `OperationId` or `string`), not one written in the code: a fixed
 * operation (`'getPractice'`) must match the typed form, so a misspelt body field does not compile.
 */
type SpecNamed<Name extends string> = string extends Name ? unknown : OperationId extends Name ? unknown : never;

/** The portal's own port: its client, by operationId. */
const portalCall: SpecCall = (operationId, body, params) => portalApi().callOperation(operationId, body, params);

/** Whether a value is an object of strings and numbers: path parameters, each a URL segment. */
function isPathParameters(value: object): value is Record<string, string | number> {
  return Object.values(value).every((member) => typeof member === 'string' || typeof member === 'number');
}

/** Whether a value is `{ path, query, header }` with objects for members. */
function isCallParams(value: object): value is CallParams {
  return Object.entries(value).every(([key, member]) => ['path', 'query', 'header'].includes(key) && typeof member === 'object');
}

/**
 * The request parameters of a call's third argument: a typed call gives the path parameters
 * themselves (`{ id: 7 }`, each a string or a number), a spec-named call gives `{ path, query }`
 * (each an object). No path of specs/api names a parameter `path`, `query` or `header`.
 */
function requestParams(third: unknown): CallParams | undefined {
  if (typeof third !== 'object' || third === null) return undefined;
  if (Object.keys(third).length > 0 && isPathParameters(third)) return { path: third };
  return isCallParams(third) ? third : undefined;
}

/**
 * The one imperative call of the portal, for runtime/api's hooks and machines' actors
 * (`fromPromise`); a screen reads through `useOperationQuery` / `useSpecOperationQuery` and writes
 * through the mutations (operationQueries.ts), so that its answers are cached and refreshed.
 *
 * - Typed: `callOperation('getPractice', undefined, { id: 7 })` sends the body and path parameters
 *   the OpenAPI description asks for and answers the typed `data`.
 * - Spec-named: `callOperation(spec.submit.operation, body, { path: { id } })` sends an operation a
 *   compiled spec or a widget's `ui:options` names; a name that is no operationId of specs/api is
 *   refused (the call rejects) rather than sent.
 * - Through a port: either form with the port first (`callOperation(call, 'searchNpi', body)`): the
 *   panel's `call` (a test's fake); the portal's client when the port is undefined.
 *
 * Arguments are passed on as given: a call without parameters stays one.
 *
 * @example
 * const page = await callOperation('listPractices', { page: 1, limit: 20 }); // page.data[0].name is a string
 * const rows = await callOperation(call, options.lookup.operation, {});
 */
export function callOperation<Op extends TypedOperationId>(operationId: Op, ...args: OperationArgs<Op>): Promise<OperationData<Op>>;
export function callOperation<Name extends string>(operationId: Name & SpecNamed<Name>, body?: unknown, params?: CallParams): Promise<unknown>;
export function callOperation<Op extends TypedOperationId>(via: SpecCall | undefined, operationId: Op, ...args: OperationArgs<Op>): Promise<OperationData<Op>>;
export function callOperation<Name extends string>(via: SpecCall | undefined, operationId: Name & SpecNamed<Name>, body?: unknown, params?: CallParams): Promise<unknown>;
export function callOperation(
  first: SpecCall | string | undefined,
  ...rest: unknown[]
): Promise<unknown> {
  if (typeof first === 'string') return send(portalCall, first, rest.length, rest[0], rest[1]);
  const [name, body, third] = rest;
  return send(first ?? portalCall, name, rest.length - 1, body, third);
}

/** Sends `name` through `via` when it is an operationId of specs/api, with as many arguments as given. */
function send(via: SpecCall, name: unknown, given: number, body: unknown, third: unknown): Promise<unknown> {
  if (typeof name !== 'string' || !isOperationId(name)) return Promise.reject(new Error(`${String(name)} is not an operation of specs/api`));
  if (given < 1) return via(name);
  if (given < 2) return via(name, body);
  return via(name, body, requestParams(third));
}
