// A feature of the middleware: a folder of server/features that serves some operations of
// specs/api, as a Fastify plugin (encapsulated: its routes and hooks stay its own). buildServer
// registers every plugin of features.ts in one loop, so adding a feature is one file and one
// line, not an edit of buildServer.
import type { AuditWriter } from '../audit/auditWriter';
import type { EventBus } from '../realtime/EventBus';
import type { LiveEvents } from '../realtime/LiveEvents';
import type { FastifyPluginAsync } from 'fastify';
import type { FeedbackService } from '../adapters/feedback/FeedbackService';
import type { FileStorage } from '../adapters/files/FileStorage';
import type { TabletFleet } from '../adapters/tablets/TabletFleet';
import type { BodyGuards } from '../http/BodyGuard';
import type { OperationHandlers } from '../http/OperationHandler';
import type { OperationRegistrar } from '../http/registerOperations';
import type { ServerDeps } from '../ServerDeps';

/** What a feature's handlers are built from: the server's dependencies and its shared services. */
export interface FeatureDeps extends ServerDeps {
  /** Uploaded files, behind signed short-lived addresses. */
  files: FileStorage;
  /** Where bug reports go. */
  feedback: FeedbackService;
  /** The tablets' management service. */
  tablets: TabletFleet;
  /** Pushes to portal dashboards and messages to patient apps (live monitoring). */
  live: LiveEvents;
  /**
   * Change events of records written outside an operation's answer (a job's), for the portal's
   * caches; a call's own writes are published from its `x-cadence-changes` (installChangePublisher).
   */
  changes: Pick<EventBus, 'publish'>;
  /** The queue of audit entries (createAuditWriter), for the log viewer to show what was just answered. */
  auditWrites: Pick<AuditWriter, 'flush'>;
}

/** What buildServer hands every feature plugin. */
export interface FeatureOptions {
  deps: FeatureDeps;
  /** The one registration of operations (access rule → request check → handler → answer schema). */
  operations: OperationRegistrar;
}

/** A feature: a Fastify plugin that mounts the operations it handles. */
export type FeaturePlugin = FastifyPluginAsync<FeatureOptions>;

/**
 * The plugin of a feature that serves operations only: it builds its typed handler map (and the
 * checks some operations make before their body is read, `guards`) from the dependencies and
 * mounts it through the shared registrar. A feature that needs more (its own hooks, a decorator)
 * writes its plugin by hand and calls `operations.register` the same way.
 *
 * @example
 * export const portalInfoFeature = featurePlugin('portalInfo', (deps) => ({ ...createPortalInfoHandlers(deps.config) }));
 */
export function featurePlugin(
  name: string,
  handlers: (deps: FeatureDeps) => OperationHandlers,
  guards?: (deps: FeatureDeps) => BodyGuards,
): FeaturePlugin {
  const plugin: FeaturePlugin = (app, { deps, operations }) =>
    // A promise, so that a refused registration (an operation handled twice) stops the boot.
    new Promise((resolve) => {
      operations.register(app, name, handlers(deps), guards?.(deps));
      resolve();
    });
  // Fastify names a plugin by its function's name (in its errors and its plugin tree).
  Object.defineProperty(plugin, 'name', { value: `${name}Feature` });
  return plugin;
}
