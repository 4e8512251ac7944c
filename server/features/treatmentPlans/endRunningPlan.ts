// The one place the server decides what saving an active plan does to the patient's running plan
// (issue 27, defect 1), by the rule the plan editor asks by (machines/treatmentPlan/planStart.ts).
import { planStartProblem, replacementDay, runningPlanOfKind, type PlanOnRecord } from '../../../domain/treatmentPlan/planStart';
import { totalDays } from '../../../domain/treatmentPlan/protocolDayRanges';
import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { loadTreatmentPlans } from './loadTreatmentPlans';

/** What is being saved: a new plan (no id) or a saved one, of a kind, active or not. */
export interface PlanStartRequest {
  patientId: number;
  planId: number | undefined;
  treatmentPlanType: number;
  isActive: boolean;
  /** Unix seconds of the day the plan starts (a saved plan: its own start). */
  startDay: number;
  /** The running plan the user confirmed ending (replaces_plan_id). */
  confirmedPlanId: number | null | undefined;
  nowSeconds: number;
}

/**
 * Checks and applies the start of an active plan inside the save's transaction: the patient's
 * plans are locked with the patient row (two saves at once see each other); a new plan starting
 * before today is refused (422); a running plan of its kind is ended on the start day (today for a
 * saved plan made active again), so it reads Complete, and only when `confirmedPlanId` names it,
 * else 409 naming it. An inactive plan ends nothing.
 *
 * @example
 * await endRunningPlan(tx, { patientId: 7, planId: undefined, treatmentPlanType: 2, isActive: true, startDay, confirmedPlanId: 31, nowSeconds });
 */
export async function endRunningPlan(tx: Queryable, request: PlanStartRequest): Promise<void> {
  await tx.query('select id from patients where id = $1 for update', [request.patientId]);
  const isNew = request.planId === undefined;
  const plans: PlanOnRecord[] = request.isActive
    ? (await loadTreatmentPlans(tx, 'tp.patient_id = $1', [request.patientId], request.nowSeconds)).map((plan) => ({
        ...plan,
        days: totalDays(plan.patient_treatment_plan_protocol),
      }))
    : [];
  const running = runningPlanOfKind(plans, { id: request.planId, treatment_plan_type: request.treatmentPlanType }, request.nowSeconds);
  const problem = planStartProblem({ running, startDay: request.startDay, isNew, confirmedPlanId: request.confirmedPlanId, nowSeconds: request.nowSeconds });
  if (problem?.kind === 'startInPast') {
    const text = message('planStartInPast');
    throw new ApiError(422, { message: text, validation_errors: { treatment_start_date: [text] } });
  }
  if (problem?.kind === 'unconfirmed') throw new ApiError(409, { message: message('planReplaceUnconfirmed', { plan: problem.running.name }) });
  if (running === undefined) return;
  await tx.query(`update treatment_plans set end_date = (to_timestamp($2) at time zone 'UTC')::date where id = $1`, [
    running.id,
    replacementDay(request.startDay, request.nowSeconds),
  ]);
}
