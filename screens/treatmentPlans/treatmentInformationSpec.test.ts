// Treatment Information on the patient profile (document 2, sections 2 and 4), as the compiled
// screen declares it: a list region of the patient's plans, one card per plan, whose row actions
// show by the plan's type and the status the server computed (End Plan, Revert to Pre-Op, the
// pencil) and by the user (super users only for End Plan and Revert).
import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName } from '../../src/generated/access';
import type { AccessRule } from '../../src/generated/access';
import { screen } from '../../src/generated/screens/patient-profile';
import { actionState } from '../../runtime/core/actionState';

const slot = screen.detail.panels?.find((candidate) => candidate.name === 'treatmentInformation');
const actions = slot?.list?.rowActions ?? [];
const action = (label: string) => {
  const found = actions.find((candidate) => candidate.label === label);
  if (found === undefined) throw new Error(`no row action ${label}`);
  return found;
};
const as = (role: keyof typeof roleIdByName, permissions: string[] = []) => (rule: AccessRule) =>
  isAllowed(rule, { signedIn: true, roleId: roleIdByName[role], permissions });
const superAdmin = as('superAdmin');
const plan = (treatment_plan_type: number, status: 'Active' | 'Complete' | 'Pending') => ({ id: 9, patient_id: 4, treatment_plan_type, status });

describe('Treatment Information', () => {
  it('[plan-treatment-information-cards] is one card per plan of the patient, with its name, type, dates and status', () => {
    expect(slot?.list?.layout).toBe('cards');
    expect(slot?.list?.source.operation).toBe('getAllPatientTreatmentPlans');
    expect(slot?.list?.columns.map((column) => column.header)).toEqual(['Name', 'Type', 'Start Date', 'End Date', 'Status']);
  });

  it('[plan-end] offers End plan only on an active pre-operative plan, to super users, after its confirmation', () => {
    const end = action('End Plan');
    expect(actionState(end, plan(1, 'Active'), superAdmin)).toBe('enabled');
    expect(actionState(end, plan(1, 'Complete'), superAdmin)).toBe('hidden');
    expect(actionState(end, plan(2, 'Active'), superAdmin)).toBe('hidden');
    expect(actionState(end, plan(1, 'Active'), as('surgeon', ['editPlan', 'viewPlan']))).toBe('hidden');
    expect(end.confirm?.title).toBe('End treatment plan?');
  });

  it('[plan-revert] offers Revert to pre-op on a post-operative plan that is not pending, to super users', () => {
    const revert = action('Revert to Pre-Op');
    expect(actionState(revert, plan(2, 'Active'), superAdmin)).toBe('enabled');
    expect(actionState(revert, plan(2, 'Complete'), superAdmin)).toBe('enabled');
    expect(actionState(revert, plan(2, 'Pending'), superAdmin)).toBe('hidden');
    expect(actionState(revert, plan(1, 'Active'), superAdmin)).toBe('hidden');
    expect(revert.confirm?.message).toBe('All post-operative sessions will be deleted. This cannot be undone.');
  });

  it('[plan-pencil-visibility] [plan-pencil-route] shows the pencil unless the plan is complete and pre-operative; it opens the plan in the editor', () => {
    const edit = action('Edit');
    expect(actionState(edit, plan(1, 'Complete'), superAdmin)).toBe('hidden');
    expect(actionState(edit, plan(1, 'Active'), superAdmin)).toBe('enabled');
    expect(actionState(edit, plan(2, 'Complete'), superAdmin)).toBe('enabled');
    expect(actionState(edit, plan(1, 'Pending'), superAdmin)).toBe('enabled');
    expect(edit.to).toBe('/treatmentPlan/{patient_id}/{id}');
  });
});
