import { describe, expect, it } from 'vitest';
import { planEditable, planRowStatus } from './planRowStatus';

const now = 1_800_000_000;
const day = 86_400;

describe('planRowStatus (document 2, section 4)', () => {
  it('[plan-row-active] an active plan with no end date, or one still to come, is Active', () => {
    expect(planRowStatus({ is_active: 1, treatment_plan_type: 2, treatment_end_date: null }, now)).toBe('Active');
    expect(planRowStatus({ is_active: true, treatment_plan_type: 1, treatment_end_date: now + day }, now)).toBe('Active');
  });

  it('[plan-row-complete] [plan-type-preop] a pre-operative plan with an end date that is not active is Complete; a post-operative one only once its end date has passed', () => {
    expect(planRowStatus({ is_active: 0, treatment_plan_type: 1, treatment_end_date: now + day }, now)).toBe('Complete');
    expect(planRowStatus({ is_active: 1, treatment_plan_type: 2, treatment_end_date: now - day }, now)).toBe('Complete');
    expect(planRowStatus({ is_active: 0, treatment_plan_type: 2, treatment_end_date: now + day }, now)).toBe('Pending');
  });

  it('[plan-row-pending] issue 27 defect 1: an active plan whose start date is still to come is Pending until it starts', () => {
    expect(planRowStatus({ is_active: true, treatment_plan_type: 2, treatment_end_date: null, treatment_start_date: now + day }, now)).toBe('Pending');
    expect(planRowStatus({ is_active: true, treatment_plan_type: 2, treatment_end_date: null, treatment_start_date: now }, now)).toBe('Active');
  });

  it('[plan-row-pending] an inactive plan without an end date is Pending', () => {
    expect(planRowStatus({ is_active: 0, treatment_plan_type: 2, treatment_end_date: null }, now)).toBe('Pending');
    expect(planRowStatus({ is_active: false, treatment_plan_type: 1, treatment_end_date: undefined }, now)).toBe('Pending');
  });

  it('[plan-pencil-visibility] the pencil shows unless the plan is complete and pre-operative', () => {
    expect(planEditable({ is_active: 0, treatment_plan_type: 1, treatment_end_date: now - day }, now)).toBe(false);
    expect(planEditable({ is_active: 1, treatment_plan_type: 2, treatment_end_date: now - day }, now)).toBe(true);
    expect(planEditable({ is_active: 1, treatment_plan_type: 1, treatment_end_date: null }, now)).toBe(true);
  });
});
