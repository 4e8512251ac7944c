import type { MessageKey } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';

/** The facts the label reads: the server's login state (getPatientAppLogin). */
export type SyncFacts = Pick<OperationData<'getPatientAppLogin'>, 'logged_in' | 'pc_serial_number' | 'in_session' | 'pc_active_elsewhere'>;

/** The Sync action as the header shows it: its label and whether it can be pressed. */
export interface SyncButton {
  label: MessageKey;
  enabled: boolean;
}

/**
 * The label of the Sync action ([remote-login-sync-labels]: Sync Patient ID, Cancel Sync, Sync
 * Unavailable, Cancel Unavailable). Logged in: Cancel Sync, or Cancel Unavailable while the
 * patient is in a session on the PC. Logged out: Sync Patient ID, or Sync Unavailable when the
 * profile has no PortableConnect serial or that PC is logged in with another patient profile.
 * The Unavailable labels are disabled; the server refuses the same cases.
 *
 * @example
 * syncButton({ logged_in: false, pc_serial_number: null, in_session: false, pc_active_elsewhere: false });
 * // { label: 'syncUnavailable', enabled: false }
 */
export function syncButton(facts: SyncFacts): SyncButton {
  if (facts.logged_in) return facts.in_session ? { label: 'cancelUnavailable', enabled: false } : { label: 'cancelSync', enabled: true };
  if (facts.pc_serial_number === null || facts.pc_active_elsewhere) return { label: 'syncUnavailable', enabled: false };
  return { label: 'syncPatientId', enabled: true };
}
