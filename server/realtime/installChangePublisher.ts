import type { FastifyInstance } from 'fastify';
import type { EventBus } from './EventBus';
import { changedId, operationChanges } from './operationChanges';

interface OpenApiLike {
  paths: Record<string, Record<string, unknown> | undefined>;
}

/**
 * Publishes a change event after every successful call of an operation that specs/api marks
 * with `x-cadence-changes` (a patient or a practice written), so open lists in other tabs and
 * other middleware processes refresh. Hooked on the answer, so no handler has to remember it;
 * a failed call (any status but 200) publishes nothing. Install before the operations are
 * registered.
 *
 * @example
 * installChangePublisher(app, { openapi, events });
 */
export function installChangePublisher(app: FastifyInstance, options: { openapi: OpenApiLike; events: EventBus }): void {
  const changes = operationChanges(options.openapi);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const change = changes.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!change) return payload;
    const id = changedId(change.id, { params: request.params, body: request.body, payload: answeredData(payload) });
    if (id === undefined) return payload;
    options.events.publish({ resource: change.resource, id, operationId: change.operationId }).catch((error: unknown) => {
      // The write stands; only the live refresh of other tabs is lost.
      request.log.error({ err: error, operationId: change.operationId }, 'publishing a change event failed');
    });
    return payload;
  });
}

/** The `data` of an answered `{data}` envelope (the serialized payload onSend sees). */
function answeredData(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { data?: unknown }).data : undefined;
  } catch {
    return undefined;
  }
}
