import { useOperationMutation } from '../../runtime/api/operationQueries';
import type { SpecCall } from '../../runtime/api/callOperation';
import { useSession } from '../../runtime/session/SessionContext';
import { useViewingLogLifecycle } from '../../runtime/session/useViewingLogLifecycle';

/** Who keeps a patient viewing log (document 2, section 6; the profile's `visitLog.access` too). */
const viewingLogRule = { roles: ['monitoringSpecialist', 'monitoringAssistant'] } as const;

/**
 * The patient viewing log of the side panel (document 2, section 4): started (POST
 * rtm_patient_viewing_logs/start) when a monitoring specialist or assistant opens a patient,
 * finished (…/finish) when the panel closes or another patient opens, by the same lifecycle as
 * the patient profile's.
 *
 * @example
 * usePatientViewingLog(selectedPatientId);
 */
export function usePatientViewingLog(patientId: number | undefined, call?: SpecCall): void {
  const { can } = useSession();
  const subject = can(viewingLogRule) && patientId !== undefined ? String(patientId) : undefined;
  // Writes sent at once: a finish goes out as the panel closes (the lifecycle logs a failure).
  const { mutateAsync: start } = useOperationMutation('startPatientViewingLog', { call });
  const { mutateAsync: finish } = useOperationMutation('finishPatientViewingLog', { call });
  useViewingLogLifecycle(subject, {
    start: async () => (await start([{ patient_id: Number(subject) }])).id,
    finish: (id) => finish([{ id }]),
  });
}
