import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { operations } from '../../src/generated/operations';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import { findUserByLogin } from '../features/session/findUserByLogin';
import { tooManyAttempts } from '../features/session/sessionMessages';
import { ApiError } from '../http/ApiError';
import { createDatabaseRateLimitStore } from './createDatabaseRateLimitStore';
import { loginKey } from './loginKey';
import { limitedOperationIds, type LimitedOperationId, type RateLimit, type SignInLimits } from './signInLimits';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface RouteLimiters {
  operationId: LimitedOperationId;
  perIp: Limiter;
  perUser: Limiter | undefined;
}

/** The login name a call's body names (`username`), as limits count it; null when there is none. */
function usernameOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('username' in body)) return null;
  const { username } = body;
  if (typeof username !== 'string') return null;
  const key = loginKey(username);
  return key === '' ? null : key;
}

/**
 * The calls whose `username` may also be the account's e-mail address: their per-user limit counts
 * by account, so alternating the two spellings does not double the mail an inbox gets.
 */
const usernameOrEmail: ReadonlySet<LimitedOperationId> = new Set(['forgotPassword', 'emailLoginLink']);

function hooksOf(hooks: unknown): Hook[] {
  if (hooks === undefined || hooks === null) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as Hook[];
}

/**
 * Rate-limits the calls that guess a secret or send mail (`limitedOperationIds`) with
 * `@fastify/rate-limit` and the database store: per IP before the body is read (onRequest), and
 * per username once it is (preHandler). A call over a limit is answered 429
 * `{message: 'Too many attempts. Please wait N minutes and try again.'}` with `Retry-After`
 * (seconds). Call it before the operations are registered: it finds their routes as they are added.
 *
 * @example
 * await installSignInRateLimits(app, { db, clock, limits: resolveSignInLimits(config.signInLimits) });
 * for (const feature of features) await app.register(feature, { deps, operations });
 */
export async function installSignInRateLimits(
  app: FastifyInstance,
  options: { db: Queryable; clock: Clock; limits: SignInLimits },
): Promise<void> {
  // global: false, so the plugin limits nothing by itself; only the limiters made below count.
  await app.register(fastifyRateLimit, { global: false, store: createDatabaseRateLimitStore(options.db, options.clock) });

  const limiter = (limit: RateLimit, key: (request: FastifyRequest) => string | Promise<string>): Limiter =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });

  const byRoute = new Map<string, RouteLimiters>();
  for (const operationId of limitedOperationIds) {
    const { method, path } = operations[operationId];
    const { perIp, perUser } = options.limits.operations[operationId];
    byRoute.set(`${method.toUpperCase()} /api${path}`, {
      operationId,
      perIp: limiter(perIp, (request) => `${operationId}:ip:${normalizeIP(request.ip)}`),
      perUser:
        perUser &&
        limiter(perUser, async (request) => {
          const name = usernameOf(request.body) ?? '';
          const account = usernameOrEmail.has(operationId) ? await findUserByLogin(options.db, name, true) : null;
          return `${operationId}:user:${account ? `#${account.id}` : name}`;
        }),
    });
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const limiters = byRoute.get(`${String(method)} ${route.url}`);
    if (!limiters) return;
    const { operationId, perIp, perUser } = limiters;
    const checkIp: Hook = async (request, reply) => refuseWhenExceeded(await perIp(request), reply, request, operationId, 'ip');
    route.onRequest = [...hooksOf(route.onRequest), checkIp] as RouteOptions['onRequest'];
    if (perUser) {
      const checkUser: Hook = async (request, reply) => {
        if (usernameOf(request.body) === null) return;
        refuseWhenExceeded(await perUser(request), reply, request, operationId, 'user');
      };
      route.preHandler = [...hooksOf(route.preHandler), checkUser] as RouteOptions['preHandler'];
    }
  });
}

function refuseWhenExceeded(
  result: Awaited<ReturnType<Limiter>>,
  reply: FastifyReply,
  request: FastifyRequest,
  operationId: LimitedOperationId,
  scope: 'ip' | 'user',
): void {
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  request.log.warn({ operationId, scope }, 'rate limit exceeded');
  void reply.header('retry-after', String(seconds));
  throw new ApiError(429, { message: tooManyAttempts(seconds / 60) });
}
