import { useEffect, useRef } from 'react';
import { openViewingLog, setOpenViewingLog } from './viewingLog';

/** How a screen starts and finishes its viewing log: `start` answers the new log's id. */
export interface ViewingLogCalls {
  start: () => Promise<number | undefined>;
  finish: (id: number) => Promise<unknown>;
}

/**
 * The lifecycle of a patient viewing log ([viewing-log-lifecycle]), shared by the patient profile
 * and the RTM dashboard's side panel: started when `subject` (the viewed record, as a key) is set,
 * kept as the session's open log (so an idle sign-out finishes it), finished when the subject
 * changes or the screen goes, also when the start answers only after the user left. A failed call
 * is only logged, like the product's other background calls. `subject` undefined keeps no log.
 *
 * @example
 * useViewingLogLifecycle(allowed ? String(patientId) : undefined, { start, finish });
 */
export function useViewingLogLifecycle(subject: string | undefined, calls: ViewingLogCalls): void {
  // The calls may be new functions on every render; the log follows the subject only.
  const current = useRef(calls);
  current.current = calls;
  useEffect(() => {
    if (subject === undefined) return;
    let left = false;
    let logId: number | undefined;
    const finish = (id: number) => {
      if (openViewingLog() === id) setOpenViewingLog(undefined);
      current.current.finish(id).catch((error: unknown) => console.warn('finishing the viewing log failed', error));
    };
    current.current
      .start()
      .then((id) => {
        if (id === undefined) return;
        if (left) return finish(id);
        logId = id;
        setOpenViewingLog(id);
      })
      .catch((error: unknown) => console.warn('starting the viewing log failed', error));
    return () => {
      left = true;
      if (logId !== undefined) finish(logId);
    };
  }, [subject]);
}
