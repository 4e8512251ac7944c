import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database';
import { answerUnavailable } from './answerUnavailable';

export interface HealthRouteOptions {
  db: Database;
  /** Reported by both checks (config `version`). */
  version: string;
  /** How long the readiness check waits for the database's answer (ms). */
  readyTimeoutMs?: number;
}

/**
 * The two checks a deployment's orchestrator or load balancer asks: `GET /healthz` (liveness:
 * the process answers HTTP; always 200 `{data: {ok, version}}`, so a database outage never gets
 * a healthy process restarted) and `GET /readyz` (readiness: 200 `{data: {ready, version}}` when
 * the database answers `select 1` within `readyTimeoutMs`, else 503 with `Retry-After`, so traffic
 * goes to instances that can serve it).
 *
 * @example
 * registerHealthRoutes(app, { db, version: config.version });
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthRouteOptions): void {
  const { db, version } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 2000;
  app.get('/healthz', () => ({ data: { ok: true, version } }));
  app.get('/readyz', async (request, reply) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the database within ${String(readyTimeoutMs)} ms`)), readyTimeoutMs);
    });
    try {
      await Promise.race([db.query('select 1'), timedOut]);
      return { data: { ready: true, version } };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database did not answer');
      return answerUnavailable(reply);
    } finally {
      clearTimeout(timer);
    }
  });
}
