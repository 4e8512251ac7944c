// How a new plan starts beside the patient's running one (issue 27, defect 1): the rule the plan
// editor asks by and the server enforces, one definition. Document 2 says a plan saved from the
// editor is made active (section 4) and gives every plan a start and an end date (section 3); our
// reading: a plan of a kind (pre-operative, post-operative) that starts ends the running plan of
// that kind on its start date (that plan is then Complete, never turned Pending), and only once
// the user confirmed ending that very plan. A plan starting after today is Pending until then.
import { isPreOperative, planRowStatus, type PlanStatusFields } from './planRowStatus';

/** Seconds in a day: plan dates are days, held as the unix seconds of their 00:00 UTC. */
export const secondsPerDay = 86_400;

/** A plan of the patient, as the rule reads it. */
export interface PlanOnRecord extends PlanStatusFields {
  id: number;
  name: string;
  treatment_start_date: number | null;
  /** The days its protocols last (their num_of_days summed). */
  days: number;
}

/**
 * The day (its 00:00 UTC, in unix seconds) that holds `seconds`.
 *
 * @example
 * dayOf(86_400 * 3 + 5); // 259200
 */
export function dayOf(seconds: number): number {
  return Math.floor(seconds / secondsPerDay) * secondsPerDay;
}

/**
 * The patient's running plan that a plan of this kind would end: the latest plan of the same kind
 * (pre-operative or post-operative) whose status is Active, other than the plan itself.
 *
 * @example
 * runningPlanOfKind(plans, { treatment_plan_type: 2 }, nowSeconds)?.name; // '60 Day Knee'
 */
export function runningPlanOfKind<T extends PlanOnRecord>(
  plans: readonly T[],
  plan: { id?: number | undefined; treatment_plan_type: number },
  nowSeconds: number,
): T | undefined {
  const preOperative = isPreOperative(plan);
  return plans
    .filter((other) => other.id !== plan.id && isPreOperative(other) === preOperative && planRowStatus(other, nowSeconds) === 'Active')
    .sort((a, b) => b.id - a.id)[0];
}

/**
 * The day a new plan starts unless the user picks another: the day after the running plan's last
 * day (its start plus its days) while that is still to come, otherwise today.
 *
 * @example
 * defaultStartDay(undefined, nowSeconds) === dayOf(nowSeconds); // true
 */
export function defaultStartDay(running: Pick<PlanOnRecord, 'treatment_start_date' | 'days'> | undefined, nowSeconds: number): number {
  const today = dayOf(nowSeconds);
  if (running === undefined || running.treatment_start_date === null) return today;
  return Math.max(today, dayOf(running.treatment_start_date) + running.days * secondsPerDay);
}

/**
 * The day on which a plan of the patient's that starts on `startDay` ends the running one: its start
 * day, or today for a plan that started already (a saved plan made active again).
 */
export function replacementDay(startDay: number, nowSeconds: number): number {
  return Math.max(dayOf(startDay), dayOf(nowSeconds));
}

/** Why a plan may not start as asked. */
export type PlanStartProblem = { kind: 'startInPast' } | { kind: 'unconfirmed'; running: Pick<PlanOnRecord, 'id' | 'name'> };

/**
 * Whether a plan may start: a new plan starts today or later; and a running plan of its kind is
 * ended only when the user confirmed ending exactly that plan (`confirmedPlanId`), never silently.
 *
 * @example
 * planStartProblem({ running, startDay: today, isNew: true, confirmedPlanId: undefined, nowSeconds }); // { kind: 'unconfirmed', running }
 */
export function planStartProblem(request: {
  running: Pick<PlanOnRecord, 'id' | 'name'> | undefined;
  startDay: number;
  isNew: boolean;
  confirmedPlanId: number | null | undefined;
  nowSeconds: number;
}): PlanStartProblem | undefined {
  if (request.isNew && dayOf(request.startDay) < dayOf(request.nowSeconds)) return { kind: 'startInPast' };
  if (request.running !== undefined && request.confirmedPlanId !== request.running.id) return { kind: 'unconfirmed', running: request.running };
  return undefined;
}

/**
 * The day of the running plan a day falls on, counted from its day 1 (for the confirmation's "day 43").
 *
 * @example
 * planDay({ treatment_start_date: dayOf(now) - 42 * secondsPerDay }, now); // 43
 */
export function planDay(plan: Pick<PlanOnRecord, 'treatment_start_date'>, nowSeconds: number): number | undefined {
  if (plan.treatment_start_date === null) return undefined;
  return Math.floor((dayOf(nowSeconds) - dayOf(plan.treatment_start_date)) / secondsPerDay) + 1;
}
