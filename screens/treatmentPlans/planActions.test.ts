import { describe, expect, it } from 'vitest';
import { planActions } from './planActions';

describe('planActions', () => {
  it('[plan-end] offers End plan only on an active pre-operative plan', () => {
    expect(planActions({ treatment_plan_type: 1, status: 'Active' }).end).toBe(true);
    expect(planActions({ treatment_plan_type: 1, status: 'Complete' }).end).toBe(false);
    expect(planActions({ treatment_plan_type: 2, status: 'Active' }).end).toBe(false);
  });
  it('[plan-revert] offers Revert to pre-op on a post-operative plan that is not pending', () => {
    expect(planActions({ treatment_plan_type: 2, status: 'Active' }).revert).toBe(true);
    expect(planActions({ treatment_plan_type: 2, status: 'Complete' }).revert).toBe(true);
    expect(planActions({ treatment_plan_type: 2, status: 'Pending' }).revert).toBe(false);
    expect(planActions({ treatment_plan_type: 1, status: 'Active' }).revert).toBe(false);
  });
});
