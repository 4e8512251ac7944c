import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { VisitLog } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { useViewingLogLifecycle } from '../session/useViewingLogLifecycle';
import { operationParams } from './operationParams';
import { useSpecWrite } from '../api/operationQueries';

/**
 * Logs a visit of a detail screen ([viewing-log-lifecycle]): for users the log's `access` allows,
 * the spec's `start` and `finish` operations are called by the shared viewing-log lifecycle
 * (runtime/session/useViewingLogLifecycle.ts) when the screen opens and when the user leaves or
 * opens another record.
 *
 * @example
 * useVisitLog(spec.detail.visitLog, useParams(), call, session.can);
 */
export function useVisitLog(
  visitLog: Compiled<VisitLog> | undefined,
  routeParams: Readonly<Record<string, string | undefined>>,
  call: OperationCall,
  can: (rule: AccessRule) => boolean,
): void {
  const allowed = visitLog !== undefined && can(visitLog.access);
  const write = useSpecWrite(call);
  const key =
    visitLog === undefined
      ? ''
      : JSON.stringify(operationParams(visitLog.start, visitLog.params, routeParams).body ?? {});
  useViewingLogLifecycle(allowed ? key : undefined, {
    start: async () => {
      if (visitLog === undefined) return undefined;
      const answer = await write(visitLog.start, JSON.parse(key) as unknown);
      const id = (answer as { id?: unknown } | undefined)?.id;
      return typeof id === 'number' ? id : undefined;
    },
    finish: (id) => (visitLog === undefined ? Promise.resolve() : write(visitLog.finish, { id })),
  });
}
