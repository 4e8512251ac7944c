import { constants, type MessageKey } from '../../src/generated/catalog';
import { roleIdByName } from '../../src/generated/access';
import type { EditorDocument } from './planEditorTypes';
import { totalDays } from './protocolDayRanges';

/** Who is saving, as the session knows them (the acting context for a super user). */
export interface PlanSaveSubject {
  roleId: number | undefined;
  permissions: readonly string[];
  /** The practice team member the user is, or acts as; undefined for a user who is none. */
  practiceTeamMemberId: number | undefined;
}

/**
 * Save is disabled ([plan-save-disabled]) for the CS junior role, a user without a practice team
 * member, a user lacking editPlan, or a plan with no protocols.
 */
export function planSaveDisabled(subject: PlanSaveSubject, protocolCount: number): boolean {
  return (
    subject.roleId === roleIdByName.csJunior ||
    subject.practiceTeamMemberId === undefined ||
    !subject.permissions.includes('editPlan') ||
    protocolCount === 0
  );
}

/**
 * Every reason a plan save does not go ahead, at once ([plan-save-needs-patient-name]): 'No
 * patient_id' without a patient; 'Name must be specified' without a name (the spec skips that
 * save silently; issue 27, defect 2: the user is told, on the field).
 */
export function planSaveRefusals(plan: EditorDocument): MessageKey[] {
  const refusals: MessageKey[] = [];
  if (plan.patient_id === undefined) refusals.push('noPatientId');
  if (plan.name.trim() === '') refusals.push('planNameRequired');
  return refusals;
}

/** The refusals that belong to the Name field (shown on it, which takes the focus). */
export const nameRefusals: readonly MessageKey[] = ['planNameRequired', 'templateNameRequired'];

/**
 * Every reason a template save is refused, at once: 'Name must be specified'
 * ([template-name-required]) and 'Treatment Plan Protocols must last 30 days at minimum'
 * ([template-min-30-days]).
 */
export function templateSaveRefusals(template: EditorDocument): MessageKey[] {
  const refusals: MessageKey[] = [];
  if (template.name.trim() === '') refusals.push('templateNameRequired');
  if (totalDays(template.protocols) < constants.templateMinDays) refusals.push('templateMinDays');
  return refusals;
}
