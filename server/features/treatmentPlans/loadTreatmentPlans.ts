import { planRowStatus, isPreOperative } from '../../../domain/treatmentPlan/planRowStatus';
import { protocolDayRanges } from '../../../domain/treatmentPlan/protocolDayRanges';
import type { OperationTypes } from '../../../src/generated/operationTypes';
import type { Queryable } from '../../db/Database';

/** A plan as every plan operation answers it (components.schemas.TreatmentPlan). */
export type TreatmentPlanAnswer = OperationTypes['getTreatmentPlan']['response'];
type ProtocolAnswer = TreatmentPlanAnswer['patient_treatment_plan_protocol'][number];
type PeriodAnswer = ProtocolAnswer['patient_treatment_plan_protocol_period'][number];

/** A treatment_plans row: the answer's own columns, and its dates as unix seconds. */
type PlanRow = Pick<
  TreatmentPlanAnswer,
  'id' | 'patient_id' | 'name' | 'description' | 'is_active' | 'is_included' | 'sequence' | 'treatment_plan_type'
> & { start_seconds: number | null; end_seconds: number | null };

type ProtocolRow = Omit<ProtocolAnswer, 'completed_sessions' | 'patient_treatment_plan_protocol_period'>;
interface PeriodRow extends PeriodAnswer {
  protocol_id: number;
}

/**
 * The plans `where` selects (a condition on `tp`, the treatment_plans row, with `params`), each
 * with its protocols and periods in sequence, the completed sessions that fall within each
 * protocol's days, and its status (planRowStatus, the portal's definition), ordered by name.
 *
 * @example
 * const plans = await loadTreatmentPlans(db, 'tp.patient_id = $1', [7], nowSeconds);
 */
export async function loadTreatmentPlans(
  db: Queryable,
  where: string,
  params: readonly unknown[],
  nowSeconds: number,
  orderBy = 'tp.name, tp.id',
): Promise<TreatmentPlanAnswer[]> {
  const plans = await db.query<PlanRow>(
    `select tp.id, tp.patient_id, tp.name, tp.description, tp.is_active, tp.is_included, tp.sequence,
            tp.treatment_plan_type,
            extract(epoch from tp.start_date::timestamp)::int as start_seconds,
            extract(epoch from tp.end_date::timestamp)::int as end_seconds
     from treatment_plans tp where ${where} order by ${orderBy} limit 500`,
    [...params],
  );
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => plan.id);
  const [protocols, periods, sessionDays] = await Promise.all([
    db.query<ProtocolRow>(
      `select id, name, purpose, sequence, num_of_days, sessions_per_day, pedal_radius, resistance,
              rpm_min, rpm_max, pressure_limit, treatment_plan_id as patient_treatment_plan_id
       from treatment_protocols where treatment_plan_id = any($1::int[]) order by sequence, id`,
      [ids],
    ),
    db.query<PeriodRow>(
      `select pp.id, pp.sequence, pp.length_of_time, pp.period_direction_id, pp.period_type_id, pp.protocol_id
       from treatment_protocol_periods pp join treatment_protocols p on p.id = pp.protocol_id
       where p.treatment_plan_id = any($1::int[]) order by pp.sequence, pp.id`,
      [ids],
    ),
    // Day 1 is the plan's start date; a session counts for the protocol whose days hold it.
    db.query<{ plan_id: number; day: number; completed: number }>(
      `select s.treatment_plan_id as plan_id, (s.session_at::date - tp.start_date) + 1 as day, count(*)::int as completed
       from exercise_sessions s join treatment_plans tp on tp.id = s.treatment_plan_id
       where s.treatment_plan_id = any($1::int[]) and s.completed group by 1, 2`,
      [ids],
    ),
  ]);
  return plans.map((plan) => {
    const own = protocols.filter((protocol) => protocol.patient_treatment_plan_id === plan.id);
    const ranges = protocolDayRanges(own);
    const days = sessionDays.filter((row) => row.plan_id === plan.id);
    const fields = {
      is_active: plan.is_active,
      treatment_plan_type: plan.treatment_plan_type,
      treatment_end_date: plan.end_seconds,
      treatment_start_date: plan.start_seconds,
    };
    return {
      id: plan.id,
      patient_id: plan.patient_id,
      name: plan.name,
      description: plan.description,
      is_active: plan.is_active,
      is_included: plan.is_included,
      sequence: plan.sequence,
      treatment_plan_type: plan.treatment_plan_type,
      treatment_plan_type_text: isPreOperative(plan) ? 'Pre-Operative' : 'Post-Operative',
      treatment_start_date: plan.start_seconds,
      treatment_end_date: plan.end_seconds,
      status: planRowStatus(fields, nowSeconds),
      patient_treatment_plan_protocol: own.map((protocol, index) => {
        const range = ranges[index] ?? { from: 0, to: -1 };
        return {
          ...protocol,
          completed_sessions: days
            .filter((row) => row.day >= range.from && row.day <= range.to)
            .reduce((sum, row) => sum + row.completed, 0),
          patient_treatment_plan_protocol_period: periods
            .filter((period) => period.protocol_id === protocol.id)
            .map(({ protocol_id: _protocol, ...period }) => period),
        };
      }),
    };
  });
}
