// Who sees and who loads the 'Cosign Notes' grid of the RTM dashboard (document 2, section 6:
// "Cosign Notes list: shown for monitoring specialist or super admin when no room is open; loaded
// for the specialist only").
import { operationAccess, type AccessRule } from '../../src/generated/access';

/** The roles the grid is shown to. */
export const cosignListShownTo: AccessRule = { roles: ['monitoringSpecialist', 'superAdmin'] };

/**
 * Whether the grid is shown ([cosign-list-visibility]): to the specialist or the super admin while
 * no monitoring room is open.
 */
export function cosignListVisible(can: (rule: AccessRule) => boolean, monitoring: boolean): boolean {
  return !monitoring && can(cosignListShownTo);
}

/**
 * Whether the grid loads its rows ([cosign-list-loaded]): the rule of GET
 * patient_note/uncosigned_notes/{id}, the specialist only (a super admin sees it empty).
 */
export function cosignListLoads(can: (rule: AccessRule) => boolean): boolean {
  const rule = operationAccess.listUncosignedNotes;
  return rule !== undefined && can(rule);
}
