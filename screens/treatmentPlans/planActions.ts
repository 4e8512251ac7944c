import { isPreOperative, type PlanRowStatus } from '../../domain/treatmentPlan/planRowStatus';

/** The fields of a plan the actions of its card read. */
export interface PlanActionFields {
  treatment_plan_type: number;
  status: PlanRowStatus;
}

/**
 * Which super-user actions a plan's card offers (document 2, section 4): End plan on an active
 * pre-operative plan ([plan-end]); Revert to pre-op on a plan that is not pre-operative and not
 * pending ([plan-revert]). The server refuses the others too.
 *
 * @example
 * planActions({ treatment_plan_type: 1, status: 'Active' }); // { end: true, revert: false }
 */
export function planActions(plan: PlanActionFields): { end: boolean; revert: boolean } {
  const preOperative = isPreOperative(plan);
  return {
    end: preOperative && plan.status === 'Active',
    revert: !preOperative && plan.status !== 'Pending',
  };
}
