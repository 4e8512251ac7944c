// A feature of the middleware: a folder of server/features that serves some operations of
// specs/api. buildServer merges the handlers of every feature of features.ts in one loop
// (featureHandlers), so adding a feature is one file and one line, not an edit of buildServer.
import type { FeedbackService } from '../adapters/feedback/FeedbackService';
import type { FileStorage } from '../adapters/files/FileStorage';
import type { TabletFleet } from '../adapters/tablets/TabletFleet';
import type { OperationHandlers } from '../http/OperationHandler';
import type { ServerDeps } from '../ServerDeps';

/** What a feature's handlers are built from: the server's dependencies and its shared services. */
export interface FeatureDeps extends ServerDeps {
  /** Uploaded files, behind signed short-lived addresses. */
  files: FileStorage;
  /** Where bug reports go. */
  feedback: FeedbackService;
  /** The tablets' management service. */
  tablets: TabletFleet;
}

export interface Feature {
  /** The feature folder's name, for messages. */
  name: string;
  /** The handlers of the feature's operations, by operationId. */
  handlers(deps: FeatureDeps): OperationHandlers;
}

/**
 * The handlers of every feature in one map; throws when two features handle the same operation
 * (a spread would silently keep the later one).
 *
 * @example
 * registerOperations(app, { handlers: featureHandlers(features, deps), ... });
 */
export function featureHandlers(features: readonly Feature[], deps: FeatureDeps): OperationHandlers {
  const owner = new Map<string, string>();
  let all: OperationHandlers = {};
  for (const feature of features) {
    const handlers = feature.handlers(deps);
    for (const operationId of Object.keys(handlers)) {
      const first = owner.get(operationId);
      if (first !== undefined) throw new Error(`operation ${operationId} is handled by two features: ${first} and ${feature.name}`);
      owner.set(operationId, feature.name);
    }
    all = { ...all, ...handlers };
  }
  return all;
}
