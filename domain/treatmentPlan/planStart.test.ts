import { describe, expect, it } from 'vitest';
import { dayOf, defaultStartDay, planDay, planStartProblem, replacementDay, runningPlanOfKind, secondsPerDay, type PlanOnRecord } from './planStart';

const day = secondsPerDay;
const now = dayOf(1_800_000_000) + 10 * 3600;
const today = dayOf(now);

const plan = (patch: Partial<PlanOnRecord>): PlanOnRecord => ({
  id: 1,
  name: '60 Day Knee',
  is_active: true,
  treatment_plan_type: 2,
  treatment_start_date: today - 42 * day,
  treatment_end_date: null,
  days: 60,
  ...patch,
});

describe('how a new plan starts (issue 27, defect 1)', () => {
  it('[plan-row-active] the running plan a new plan ends is the Active plan of its kind, not the plan itself', () => {
    const running = plan({ id: 4 });
    const preOp = plan({ id: 5, treatment_plan_type: 1 });
    const complete = plan({ id: 6, treatment_end_date: today - day });
    const scheduled = plan({ id: 7, treatment_start_date: today + 5 * day });
    const plans = [running, preOp, complete, scheduled];
    expect(runningPlanOfKind(plans, { treatment_plan_type: 2 }, now)).toBe(running);
    expect(runningPlanOfKind(plans, { treatment_plan_type: 1 }, now)).toBe(preOp);
    expect(runningPlanOfKind(plans, { id: 4, treatment_plan_type: 2 }, now)).toBeUndefined();
    expect(runningPlanOfKind([complete, scheduled], { treatment_plan_type: 2 }, now)).toBeUndefined();
  });

  it('starts a new plan by default the day after the running plan ends, or today', () => {
    // Day 43 of 60: the new plan would start on day 61.
    expect(defaultStartDay(plan({}), now)).toBe(today + 18 * day);
    expect(defaultStartDay(plan({ days: 30 }), now)).toBe(today);
    expect(defaultStartDay(undefined, now)).toBe(today);
    expect(planDay(plan({}), now)).toBe(43);
  });

  it('never ends a running plan unconfirmed: the confirmation must name that plan; a new plan starts today or later', () => {
    const running = plan({ id: 4 });
    expect(planStartProblem({ running, startDay: today, isNew: true, confirmedPlanId: undefined, nowSeconds: now })).toEqual({ kind: 'unconfirmed', running });
    expect(planStartProblem({ running, startDay: today, isNew: true, confirmedPlanId: 3, nowSeconds: now })).toEqual({ kind: 'unconfirmed', running });
    expect(planStartProblem({ running, startDay: today, isNew: true, confirmedPlanId: 4, nowSeconds: now })).toBeUndefined();
    expect(planStartProblem({ running: undefined, startDay: today - day, isNew: true, confirmedPlanId: undefined, nowSeconds: now })).toEqual({ kind: 'startInPast' });
    expect(planStartProblem({ running: undefined, startDay: today - day, isNew: false, confirmedPlanId: undefined, nowSeconds: now })).toBeUndefined();
  });

  it('ends the running plan on the new plan’s start day, today at the earliest', () => {
    expect(replacementDay(today + 3 * day, now)).toBe(today + 3 * day);
    expect(replacementDay(today - 30 * day, now)).toBe(today);
  });
});
