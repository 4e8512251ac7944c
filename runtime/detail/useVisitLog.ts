import { useEffect } from 'react';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { VisitLog } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { openViewingLog, setOpenViewingLog } from '../session/viewingLog';
import { operationParams } from './operationParams';
import { callNamedOperation } from '../core/callNamedOperation';

/**
 * Logs a visit of a detail screen ([viewing-log-lifecycle]): for users the log's `access` allows,
 * `start` is called when the screen opens and its answer's `id` is kept as the session's open log
 * (so an idle sign-out finishes it); `finish` is called when the user leaves or opens another
 * record. A failed call is only logged, like the product's other background calls.
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
  const key =
    visitLog === undefined
      ? ''
      : JSON.stringify(operationParams(visitLog.start, visitLog.params, routeParams).body ?? {});
  useEffect(() => {
    if (!allowed || visitLog === undefined) return;
    let left = false;
    let logId: number | undefined;
    const finish = (id: number) => {
      if (openViewingLog() === id) setOpenViewingLog(undefined);
      callNamedOperation(call, visitLog.finish, { id }).catch((error: unknown) =>
        console.warn('finishing the viewing log failed', error),
      );
    };
    callNamedOperation(call, visitLog.start, JSON.parse(key) as unknown)
      .then((answer) => {
        const id = (answer as { id?: unknown } | undefined)?.id;
        if (typeof id !== 'number') return;
        if (left) {
          finish(id);
          return;
        }
        logId = id;
        setOpenViewingLog(id);
      })
      .catch((error: unknown) => console.warn('starting the viewing log failed', error));
    return () => {
      left = true;
      if (logId !== undefined) finish(logId);
    };
  }, [allowed, key, visitLog, call]);
}
