import { constants } from '../../src/generated/catalog';

/** What a plan row's status is read from (document 2, section 3: dates are unix seconds). */
export interface PlanStatusFields {
  is_active: boolean | number;
  treatment_plan_type: number;
  treatment_end_date: number | null | undefined;
  /** Unix seconds; a plan whose start is still to come has not started (issue 27, defect 1). */
  treatment_start_date?: number | null | undefined;
}

export type PlanRowStatus = 'Active' | 'Complete' | 'Pending';

/** Plan type 1 is pre-operative; any other value is post-operative (document 2, section 3). */
export function isPreOperative(plan: Pick<PlanStatusFields, 'treatment_plan_type'>): boolean {
  return plan.treatment_plan_type === constants.preOperativePlanType;
}

/**
 * A plan row's status (document 2, section 4), the one definition the server's answers and the
 * portal's unsaved editor share: Active when active, started, and its end date is empty or still
 * to come; Complete when pre-operative with an end date, or post-operative with an end date
 * passed; otherwise Pending. "Started" is our reading (issue 27, defect 1): a plan scheduled to
 * start after the running one is Pending until its start date, not a second Active plan.
 *
 * @example
 * planRowStatus({ is_active: 1, treatment_plan_type: 2, treatment_end_date: null }, nowSeconds) // 'Active'
 */
export function planRowStatus(plan: PlanStatusFields, nowSeconds: number): PlanRowStatus {
  const end = plan.treatment_end_date ?? null;
  const started = (plan.treatment_start_date ?? null) === null || (plan.treatment_start_date ?? 0) <= nowSeconds;
  if (Boolean(plan.is_active) && started && (end === null || end > nowSeconds)) return 'Active';
  if (isPreOperative(plan) ? end !== null : end !== null && end < nowSeconds) return 'Complete';
  return 'Pending';
}

/** The row's edit pencil shows unless the plan is complete and pre-operative (section 4). */
export function planEditable(plan: PlanStatusFields, nowSeconds: number): boolean {
  return !(isPreOperative(plan) && planRowStatus(plan, nowSeconds) === 'Complete');
}
