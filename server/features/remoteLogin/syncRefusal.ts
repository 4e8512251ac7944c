import { message } from '../../../src/generated/catalog';
import type { PatientAppLoginFacts } from './loadPatientAppLogin';

/** The two notifications of the Sync action: remote login and remote logout. */
export type AppNotificationType = 'remoteLogin' | 'remoteCancelLogin';

/**
 * Why a remote login or logout of this patient must not be sent, as the message the caller sees
 * (document 1, section 8, the device-sync messages), or null when it may be sent:
 * - a login when the profile has no PortableConnect serial: 'PortableConnect is unavailable at
 *   this time' ([sync-pc-unavailable]);
 * - a login of a patient already logged in: 'The Patient is already logged in for this PC'
 *   ([sync-already-logged-in]);
 * - a login while the PC is logged in with another patient: 'PC SN assigned to this patient
 *   profile is currently ACTIVE with another patient profile: <identifier>' ([sync-pc-active-elsewhere]);
 * - a logout while the patient is in a session: 'Cannot cancel sync the Patient is in a session
 *   for this PC' ([sync-cancel-in-session]); a logout of a patient not logged in (our wording). A
 *   logout goes to the PC of the open login, so it needs no serial on the profile.
 *
 * @example
 * syncRefusal('remoteLogin', { ...facts, logged_in: true }); // 'The Patient is already logged in for this PC'
 */
export function syncRefusal(type: AppNotificationType, facts: PatientAppLoginFacts): string | null {
  if (type === 'remoteLogin') {
    if (facts.pc_serial_number === null) return message('syncPcUnavailable');
    if (facts.logged_in) return message('syncAlreadyLoggedIn');
    if (facts.pc_active_elsewhere) return message('syncPcActiveElsewhere', { identifier: facts.other_patient_identifier ?? '' });
    return null;
  }
  if (!facts.logged_in) return message('syncCancelNotLoggedIn');
  if (facts.in_session) return message('syncCancelInSession');
  return null;
}
