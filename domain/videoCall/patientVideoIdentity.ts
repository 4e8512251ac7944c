/**
 * The identity under which a patient's app joins its video room; any other identity in the room
 * that is not the caller's own is "another User" ([video-other-clinician]). The patient-app side
 * (the gateway's token for the app, the simulator) names the patient the same way.
 *
 * @example
 * patientVideoIdentity(42); // 'patient-42'
 */
export function patientVideoIdentity(patientId: number): string {
  return `patient-${patientId}`;
}
