import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createOperationAudit } from '../audit/auditOperation';
import { createAuditWriter, type AuditWriter } from '../audit/auditWriter';
import { dataScopes, isAllowed, operationAccess, type AccessRule, type DataScopeResource } from '../../src/generated/access';
import { message, type MessageKey } from '../../src/generated/catalog';
import type { Database } from '../db/Database';
import type { Clock } from '../clock/Clock';
import { accessSubjectOf } from '../session/accessSubjectOf';
import type { ActingPermissions } from '../session/actingContext';
import { uncachedCallers, type CallerCache } from '../session/callerCache';
import type { UserProfile } from '../session/UserProfile';
import { scopedResources } from '../security/scopedRows';
import { ApiError } from './ApiError';
import type { ParameterCoercion, RequestCheck, RequestValidator } from './createRequestValidator';
import { uploadLimitOf, type UploadRouteConfig } from './installMultipart';
import type { BodyGuards } from './BodyGuard';
import type { OperationCall, OperationHandlers } from './OperationHandler';
import { answerSchema } from './answerSchema';
import { answerCheckSampleEvery, documentAnswerCheck, type AnswerCheck, type AnswerCheckMode } from './createAnswerCheck';
import { httpMessages } from './httpMessages';
import { attachmentDisposition, StreamedAnswer } from './StreamedAnswer';

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
type HttpMethod = (typeof httpMethods)[number];

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  /** Read through its JSON pointer by the validator, which coerces the text the value arrives as. */
  schema?: unknown;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  /** The answers by status; the 200 answer's JSON schema is the route's response schema. */
  responses?: Record<string, unknown>;
  /** Marks an operation on patient data: every call is audited (server/audit/AuditSpec.ts). */
  'x-audit'?: unknown;
  /** The data-scoped resources the operation works on: its handler gets each one scoped (`call.scoped`). */
  'x-cadence-scope'?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: unknown;
}

/**
 * A handler as the registrar calls it: the body, path and query are the request's, checked against
 * the operation's schemas just before the call — what makes them the types the handler map
 * (OperationHandler<Id>) promises.
 */
type CheckedHandler = (
  call: Omit<OperationCall, 'body' | 'params' | 'query' | 'profile' | 'scoped'> & {
    body: unknown;
    params: unknown;
    query: unknown;
    profile: UserProfile | null;
    scoped: unknown;
  },
) => Promise<unknown>;

/** A body guard as the registrar calls it, with the path parameters it has just coerced and validated. */
type CheckedGuard = (call: { params: unknown; profile: UserProfile | null; scoped: unknown }) => Promise<void>;

export interface OperationRegistrarOptions {
  openapi: OpenApiDocument;
  validator: RequestValidator;
  db: Database;
  clock: Clock;
  /** Whether answers are checked against their description before they are sent (not in production). */
  answerCheck: AnswerCheckMode;
  /** Where an answer that does not match its description is reported. */
  reportMismatch(report: AnswerMismatchReport): void;
  /** Whose permissions hold while a super user acts as a practice's member (ServerConfig.actingPermissions; default `own`). */
  actingPermissions?: ActingPermissions;
  /** Who presents a token (one statement, kept a few seconds: createCallerCache); by default asked of `db` on every call. */
  callers?: CallerCache;
  /** Where audit entries go (createAuditWriter); by default written one by one, retried until written. */
  auditWrites?: AuditWriter;
}

/** An answer that its operation's description does not allow. */
export interface AnswerMismatchReport {
  operationId: string;
  method: string;
  path: string;
  /** One line per difference: the field's JSON pointer and what is wrong with it. */
  problems: string[];
}

/**
 * The one way an operation of the OpenAPI document is mounted: each feature's plugin hands its
 * handlers to `register`, on its own (encapsulated) Fastify instance.
 */
export interface OperationRegistrar {
  /**
   * Mounts `handlers` under `/api`: access rule → Ajv request check → typed handler → answer
   * check (outside production) → response schema (fast-json-stringify sends only what it declares).
   *
   * `guards` are checks made before an operation's body is read (BodyGuard), e.g. that the record
   * an upload's path names is the caller's.
   *
   * @throws Error when a handler has no operation, or another feature already handles its operation, or a guard has no handler.
   */
  register(app: FastifyInstance, feature: string, handlers: OperationHandlers, guards?: BodyGuards): void;
  /** @throws Error when an operation of the OpenAPI document has no handler (called once every feature is registered). */
  assertEveryOperationHandled(): void;
}

interface DescribedOperation {
  path: string;
  method: HttpMethod;
  operation: OpenApiOperation;
}

/**
 * The registrar of every operation of the OpenAPI document under `/api`: authorization from the
 * generated access rules (no rule → 403; not signed in → 401), then validation of body, path and
 * query against the operation's schemas, then the feature's handler, whose payload is sent as
 * `{data: payload}` through the 200 answer's schema. Boot stops when an operation has no handler,
 * a handler no operation, or two features handle one operation.
 *
 * @example
 * const operations = createOperationRegistrar({ openapi, validator, db, clock, answerCheck: 'fail', reportMismatch });
 * await app.register(portalInfoFeature, { deps, operations });
 * operations.assertEveryOperationHandled();
 */
export function createOperationRegistrar(options: OperationRegistrarOptions): OperationRegistrar {
  const { openapi, validator, db, clock } = options;
  const actingPermissions = options.actingPermissions ?? 'own';
  const callerCache = options.callers ?? uncachedCallers(db, clock, actingPermissions);
  const auditWrites = options.auditWrites ?? createAuditWriter({ db, clock, batchSize: 1 });
  const described = describedOperations(openapi);
  const owners = new Map<string, string>();
  // The caller each request was authorized as, found before its body is read (onRequest).
  const callers = new WeakMap<FastifyRequest, { token: string | null; profile: UserProfile | null }>();

  function mount(
    app: FastifyInstance,
    operationId: string,
    handler: CheckedHandler,
    guard: CheckedGuard | undefined,
    { path, method, operation }: DescribedOperation,
  ): void {
    const checks = compileChecks(validator, path, method, operation);
    const scopes = declaredScopes(operationId, operation);
    const scopedFor = (profile: UserProfile | null) => scopedResources(db, profile, scopes);
    const uploadLimit = uploadLimitOf(operation);
    const audit = createOperationAudit(operationId, operation['x-audit'], { callers: callerCache, writes: auditWrites });
    const answer = answerSchema(openapi, path, method);
    const checkAnswer =
      answer !== undefined && options.answerCheck !== 'off' ? documentAnswerCheck(openapi, path, method) : undefined;
    const checkRefusal =
      options.answerCheck === 'off'
        ? undefined
        : refusalCheck(openapi, path, method, operation);
    // `sample`: the first answer of the operation, then one in answerCheckSampleEvery.
    let answered = 0;
    const sampled = () => options.answerCheck !== 'sample' || answered++ % answerCheckSampleEvery === 0;
    const reportMismatch = (problems: string[]) =>
      options.reportMismatch({ operationId, method: method.toUpperCase(), path, problems });
    app.route({
      method: method.toUpperCase(),
      url: `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      // The 200 answer is serialized by fast-json-stringify from its schema: fast, and no field
      // the description does not declare (a column read by `select *`) ever leaves the server.
      ...(answer === undefined ? {} : { schema: { response: { 200: answer } } }),
      // JSON bodies: 16 KB for the public sign-in calls, 1 MB otherwise; an upload's file has its
      // own limit from the OpenAPI description (x-max-upload-bytes, read by installMultipart).
      bodyLimit: operationAccess[operationId]?.public === true ? publicBodyLimit : jsonBodyLimit,
      config: { maxUploadBytes: uploadLimit } satisfies UploadRouteConfig,
      // The caller is known before any byte of the body is read: an anonymous or refused
      // request is answered 401/403 without reading what it sends, and so is a call its body
      // guard refuses (an upload to a record that is not the caller's: 403/404).
      onRequest: async (request, reply) => {
        const token = bearerToken(request);
        try {
          const profile = await authorize(operationId, token, callerCache);
          callers.set(request, { token, profile });
          if (guard) await guard({ params: checks.params(parameterValues(request.params)), profile, scoped: scopedFor(profile) });
        } catch (error) {
          // An upload refused before its body: the connection ends with the answer, so that
          // Node does not read (and throw away) the rest of a large body after it.
          if (uploadLimit !== undefined) void reply.header('connection', 'close');
          throw error;
        }
      },
      // A signed-in caller refused an operation on patient data is audited as `denied`.
      onError: audit.refused,
      // Outside production a refusal must be one the description lists, in its documented shape.
      onSend: async (request, reply, payload) => {
        if (!checkRefusal || typeof payload !== 'string') return payload;
        const problems = checkRefusal(reply.statusCode, payload);
        if (problems.length === 0) return payload;
        reportMismatch(problems);
        if (options.answerCheck !== 'fail') return payload;
        reply.statusCode = 500;
        return JSON.stringify({ message: httpMessages.serverError });
      },
      handler: async (request, reply) => {
        const caller = callers.get(request);
        if (!caller) throw ApiError.unauthenticated();
        const { token, profile } = caller;
        checks.body(request.body);
        const params = checks.params(parameterValues(request.params));
        const query = checks.query(parameterValues(request.query));
        const data = await handler({
          body: request.body ?? {},
          params,
          query,
          profile,
          scoped: scopedFor(profile),
          token,
          ip: request.ip,
          cookies: request.cookies ?? {},
          setCookie: (name, value, cookieOptions) => void reply.setCookie(name, value, cookieOptions),
        });
        if (data instanceof StreamedAnswer) {
          audit.answered(request, profile, data.audited);
          void reply.header('content-type', data.contentType).header('content-disposition', attachmentDisposition(data.fileName));
          return reply.send(data.body);
        }
        audit.answered(request, profile, data);
        const payload = { data };
        if (checkAnswer && sampled()) {
          const serialize = reply.getSerializationFunction('200');
          const problems = checkAnswer(payload, () =>
            serialize ? serialize(payload) : JSON.stringify(payload),
          );
          if (problems.length > 0) {
            reportMismatch(problems);
            if (options.answerCheck === 'fail')
              throw new Error(`${operationId} answered outside its OpenAPI description`);
          }
        }
        return payload;
      },
    });
  }

  return {
    register(app, feature, handlers, guards = {}) {
      const guardOf = guards as Readonly<Record<string, CheckedGuard | undefined>>;
      const unguarded = Object.keys(guardOf).filter((operationId) => !(operationId in handlers));
      if (unguarded.length > 0) throw new Error(`body guards without a handler in feature ${feature}: ${unguarded.join(', ')}`);
      for (const [operationId, handler] of Object.entries(
        handlers as Readonly<Record<string, CheckedHandler | undefined>>,
      )) {
        if (!handler) continue;
        const operation = described.get(operationId);
        if (!operation)
          throw new Error(
            `handlers without an operation in the OpenAPI document: ${operationId} (feature ${feature})`,
          );
        const first = owners.get(operationId);
        if (first !== undefined)
          throw new Error(`operation ${operationId} is handled by two features: ${first} and ${feature}`);
        owners.set(operationId, feature);
        mount(app, operationId, handler, guardOf[operationId], operation);
      }
    },
    assertEveryOperationHandled() {
      const missing = [...described].filter(([operationId]) => !owners.has(operationId));
      if (missing.length === 0) return;
      const names = missing.map(
        ([operationId, { method, path }]) => `${operationId} (${method.toUpperCase()} ${path})`,
      );
      throw new Error(`operations without a handler: ${names.join(', ')}`);
    },
  };
}

/** Every operation of the document by operationId. */
function describedOperations(openapi: OpenApiDocument): Map<string, DescribedOperation> {
  const described = new Map<string, DescribedOperation>();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      described.set(operation.operationId, { path, method, operation });
    }
  }
  return described;
}

/**
 * Fastify's and Node's own refusals (malformed JSON or URL, body or headers too large, content
 * type): answered `{message}` on every route (ARCHITECTURE "The middleware's wire format"), so an
 * operation does not list them.
 */
const frameworkRefusals = new Set([400, 413, 414, 415, 431]);

/**
 * The check of a refusal (4xx) of one operation: its status must be one the description lists,
 * and its body match that status's schema.
 */
function refusalCheck(
  openapi: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OpenApiOperation,
): (status: number, payload: string) => string[] {
  const listed = new Map<number, AnswerCheck | undefined>();
  const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
  for (const status of Object.keys(operation.responses ?? {})) {
    if (!/^4\d\d$/.test(status)) continue;
    listed.set(Number(status), documentAnswerCheck(openapi, path, method, status));
  }
  return (status, payload) => {
    if (status < 400 || status >= 500 || frameworkRefusals.has(status)) return [];
    // An operation without inputs can still be sent a NUL in its query: the guard's 422
    // (installUnstorableTextGuard) is the one refusal it need not list.
    if (status === 422 && !listed.has(422) && !takesInput) return [];
    if (!listed.has(status)) return [`answers ${status}, which its description does not list`];
    const check = listed.get(status);
    if (!check) return [];
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return [`answers ${status} with a body that is not JSON`];
    }
    return check(body, () => payload);
  };
}

/** The body limit of the public sign-in calls (their bodies are a few hundred bytes). */
const publicBodyLimit = 16_384;
/** The body limit of every other JSON call. */
const jsonBodyLimit = 1_048_576;

/** Authorizes one call; resolves to the caller's profile (null for public operations). */
async function authorize(operationId: string, token: string | null, callers: CallerCache): Promise<UserProfile | null> {
  const rule = operationAccess[operationId];
  // Deny by default: an operation that access.yaml does not mention is refused to everyone.
  if (!rule) throw ApiError.forbidden();
  if (rule.public === true) return null;
  // One statement (or none, kept from a moment ago): a super user acting as a practice's member
  // is judged in that member's practice ([practice-spoof]).
  const profile = token ? await callers.profileOf(token) : null;
  if (!profile) throw ApiError.unauthenticated();
  if (!isAllowed(rule, accessSubjectOf(profile))) throw refusal(rule);
  return profile;
}

/**
 * The 403 of a refused call: the rule's own `denied` message and title when it names them (the
 * spec linter has checked that both are message keys).
 */
function refusal(rule: AccessRule): ApiError {
  if (rule.denied === undefined) return ApiError.forbidden();
  const title = rule.deniedTitle === undefined ? undefined : message(rule.deniedTitle as MessageKey);
  return ApiError.forbidden(message(rule.denied as MessageKey), title);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

interface Checks {
  body: RequestCheck;
  /** The path parameters coerced to their types and validated. */
  params: ParameterCoercion;
  /** The query parameters coerced to their types and validated. */
  query: ParameterCoercion;
}

const accept: RequestCheck = () => undefined;

/** A request's path or query parameters by name (Fastify parses both into objects). */
function parameterValues(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}
const asIs: ParameterCoercion = (values) => ({ ...values });

/**
 * The resources of the operation's `x-cadence-scope` (the linter has checked each is a resource
 * of `dataScope`).
 *
 * @throws Error when it names a resource that `dataScope` of specs/access.yaml does not have.
 */
function declaredScopes(operationId: string, operation: OpenApiOperation): DataScopeResource[] {
  const value = operation['x-cadence-scope'];
  const names: unknown[] = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return names.map((name) => {
    if (!isScopeResource(name)) throw new Error(`${operationId}: x-cadence-scope names no resource of dataScope: ${String(name)}`);
    return name;
  });
}

const isScopeResource = (name: unknown): name is DataScopeResource => typeof name === 'string' && Object.hasOwn(dataScopes, name);

function compileChecks(
  validator: RequestValidator,
  path: string,
  method: HttpMethod,
  operation: OpenApiOperation,
): Checks {
  const pointer = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
  const checks: Checks = { body: accept, params: asIs, query: asIs };
  const json = operation.requestBody?.content?.['application/json'];
  if (json) {
    const check = validator.compile(`${pointer}/requestBody/content/application~1json/schema`, 'body');
    const required = operation.requestBody?.required === true;
    checks.body = (value) => {
      // An absent optional body means "all defaults".
      if (value === undefined && !required) return;
      check(value);
    };
  }
  for (const part of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).map((parameter, index) => ({ parameter, index }));
    const mine = parameters.filter(({ parameter }) => parameter.in === part);
    if (mine.length === 0) continue;
    const coerce = validator.compileParameters(
      mine.map(({ parameter, index }) => ({ name: parameter.name, pointer: `${pointer}/parameters/${index}/schema` })),
      part === 'path' ? 'params' : 'query',
    );
    checks[part === 'path' ? 'params' : 'query'] = (values) => {
      for (const { parameter } of mine) {
        if (parameter.required && values[parameter.name] === undefined)
          throw ApiError.validation(['000F0001'], { [parameter.name]: [`${parameter.name} is required.`] });
      }
      // Path and query values arrive as text: an integer's digits become a number, digits that a
      // parameter takes as text (a 7-digit Patient ID, a search) stay the text.
      return coerce(values);
    };
  }
  return checks;
}
