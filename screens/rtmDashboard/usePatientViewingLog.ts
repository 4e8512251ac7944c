import { useEffect } from 'react';
import { callTyped, type TypedCall } from '../../runtime/api/operationQueries';
import { useSession } from '../../runtime/session/SessionContext';
import { openViewingLog, setOpenViewingLog } from '../../runtime/session/viewingLog';

/** Who keeps a patient viewing log (document 2, section 6). */
const viewingLogRule = { roles: ['monitoringSpecialist', 'monitoringAssistant'] } as const;

/**
 * The patient viewing log of the side panel (document 2, section 4): started (POST
 * rtm_patient_viewing_logs/start) when a monitoring specialist or assistant opens a patient,
 * finished (…/finish) when the panel closes or another patient opens. The open log is the
 * session's, so an idle logout finishes it too. A failed call is only logged.
 *
 * @example
 * usePatientViewingLog(selectedPatientId);
 */
export function usePatientViewingLog(patientId: number | undefined, call: TypedCall = callTyped): void {
  const { can } = useSession();
  const allowed = can(viewingLogRule);
  useEffect(() => {
    if (!allowed || patientId === undefined) return;
    let left = false;
    let logId: number | undefined;
    const finish = (id: number) => {
      if (openViewingLog() === id) setOpenViewingLog(undefined);
      call('finishPatientViewingLog', { id }).catch((error: unknown) => console.warn('finishing the viewing log failed', error));
    };
    call('startPatientViewingLog', { patient_id: patientId })
      .then((log) => {
        if (left) return finish(log.id);
        logId = log.id;
        setOpenViewingLog(log.id);
      })
      .catch((error: unknown) => console.warn('starting the viewing log failed', error));
    return () => {
      left = true;
      if (logId !== undefined) finish(logId);
    };
  }, [allowed, patientId, call]);
}
