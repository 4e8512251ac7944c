import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createOperationAudit } from '../audit/auditOperation';
import { isAllowed, operationAccess, type AccessRule } from '../../src/generated/access';
import { message, type MessageKey } from '../../src/generated/catalog';
import type { Database } from '../db/Database';
import type { Clock } from '../clock/Clock';
import { findTokenUser } from '../session/accessTokens';
import { accessSubjectOf } from '../session/accessSubjectOf';
import { withActingContext } from '../session/actingContext';
import { loadUserProfile } from '../session/loadUserProfile';
import type { UserProfile } from '../session/UserProfile';
import { ApiError } from './ApiError';
import type { RequestCheck, RequestValidator } from './createRequestValidator';
import { uploadLimitOf, type UploadRouteConfig } from './installMultipart';
import type { OperationCall, OperationHandlers } from './OperationHandler';

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
type HttpMethod = (typeof httpMethods)[number];

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  /** Marks an operation on patient data: every call is audited (server/audit/AuditSpec.ts). */
  'x-audit'?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
}

/**
 * A handler as this loop calls it: the body, path and query are the request's, checked against
 * the operation's schemas just before the call — what makes them the types the handler map
 * (OperationHandler<Id>) promises.
 */
type CheckedHandler = (call: Omit<OperationCall, 'body' | 'params' | 'query'> & { body: unknown; params: unknown; query: unknown }) => Promise<unknown>;

export interface RegisterOperationsOptions {
  openapi: OpenApiDocument;
  handlers: OperationHandlers;
  validator: RequestValidator;
  db: Database;
  clock: Clock;
}

/**
 * Mounts every operation of the OpenAPI document under `/api`, in one loop: authorization from
 * the generated access rules (no rule → 403; not signed in → 401), then validation of body, path
 * and query against the operation's schemas, then the feature's handler, whose payload is sent
 * as `{data: payload}`. Throws at boot when an operation has no handler or a handler no operation.
 *
 * @example
 * registerOperations(app, { openapi, handlers: featureHandlers(features, featureDeps), validator, db, clock });
 */
export function registerOperations(app: FastifyInstance, options: RegisterOperationsOptions): void {
  const { openapi, handlers, validator, db, clock } = options;
  const mounted = new Set<string>();
  // The caller each request was authorized as, found before its body is read (onRequest).
  const callers = new WeakMap<FastifyRequest, { token: string | null; profile: UserProfile | null }>();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const operationId = operation.operationId;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const handler = (handlers as Readonly<Record<string, CheckedHandler | undefined>>)[operationId];
      if (!handler) throw new Error(`operation ${operationId} (${method.toUpperCase()} ${path}) has no handler`);
      mounted.add(operationId);
      const checks = compileChecks(validator, path, method, operation);
      const audit = createOperationAudit(operationId, operation['x-audit'], { db, clock });
      app.route({
        method: method.toUpperCase(),
        url: `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        // JSON bodies: 16 KB for the public sign-in calls, 1 MB otherwise; an upload's file has its
        // own limit from the OpenAPI description (x-max-upload-bytes, read by installMultipart).
        bodyLimit: operationAccess[operationId]?.public === true ? publicBodyLimit : jsonBodyLimit,
        config: { maxUploadBytes: uploadLimitOf(operation) } satisfies UploadRouteConfig,
        // The caller is known before any byte of the body is read: an anonymous or refused
        // request is answered 401/403 without reading what it sends.
        onRequest: async (request) => {
          const token = bearerToken(request);
          callers.set(request, { token, profile: await authorize(operationId, token, db, clock) });
        },
        // A signed-in caller refused an operation on patient data is audited as `denied`.
        onError: audit.refused,
        handler: async (request, reply) => {
          const caller = callers.get(request);
          if (!caller) throw ApiError.unauthenticated();
          const { token, profile } = caller;
          checks.body(request.body);
          checks.params(request.params ?? {});
          checks.query(request.query ?? {});
          const data = await handler({
            body: request.body ?? {},
            params: request.params ?? {},
            query: request.query ?? {},
            profile,
            token,
            ip: request.ip,
            cookies: request.cookies ?? {},
            setCookie: (name, value, cookieOptions) => void reply.setCookie(name, value, cookieOptions),
          });
          await audit.answered(request, profile, data);
          return { data };
        },
      });
    }
  }
  const orphans = Object.keys(handlers).filter((operationId) => !mounted.has(operationId));
  if (orphans.length > 0) throw new Error(`handlers without an operation in the OpenAPI document: ${orphans.join(', ')}`);
}

/** The body limit of the public sign-in calls (their bodies are a few hundred bytes). */
const publicBodyLimit = 16_384;
/** The body limit of every other JSON call. */
const jsonBodyLimit = 1_048_576;

/** Authorizes one call; resolves to the caller's profile (null for public operations). */
async function authorize(operationId: string, token: string | null, db: Database, clock: Clock): Promise<UserProfile | null> {
  const rule = operationAccess[operationId];
  // Deny by default: an operation that access.yaml does not mention is refused to everyone.
  if (!rule) throw ApiError.forbidden();
  if (rule.public === true) return null;
  const userId = token ? await findTokenUser(db, token, clock) : null;
  const own = userId === null ? null : await loadUserProfile(db, userId);
  if (!own) throw ApiError.unauthenticated();
  // A super user acting as a practice's member is judged as that member ([practice-spoof]).
  const profile = await withActingContext(db, own, token);
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
  params: RequestCheck;
  query: RequestCheck;
}

const accept: RequestCheck = () => undefined;

function compileChecks(validator: RequestValidator, path: string, method: HttpMethod, operation: OpenApiOperation): Checks {
  const pointer = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
  const checks: Checks = { body: accept, params: accept, query: accept };
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
    const perParameter = mine.map(({ parameter, index }) => ({
      parameter,
      check: validator.compile(`${pointer}/parameters/${index}/schema`, part === 'path' ? 'params' : 'query'),
    }));
    checks[part === 'path' ? 'params' : 'query'] = (value) => {
      const values = value as Record<string, unknown>;
      for (const { parameter, check } of perParameter) {
        const raw = values[parameter.name];
        if (raw === undefined) {
          if (parameter.required) throw ApiError.validation(['000F0001'], { [parameter.name]: [`${parameter.name} is required.`] });
          continue;
        }
        // Path and query values arrive as text; numbers are compared as numbers.
        check(typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw);
      }
    };
  }
  return checks;
}
