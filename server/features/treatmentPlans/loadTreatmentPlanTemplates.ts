import { totalDays } from '../../../domain/treatmentPlan/protocolDayRanges';
import type { OperationTypes } from '../../../src/generated/operationTypes';
import type { Queryable } from '../../db/Database';

/** A template as its operations answer it (components.schemas.TreatmentPlanTemplate). */
export type TreatmentPlanTemplateAnswer = OperationTypes['getTreatmentPlanTemplate']['response'];
type TemplateProtocol = TreatmentPlanTemplateAnswer['protocols'][number];
type TemplatePeriod = TemplateProtocol['periods'][number];

type TemplateRow = Omit<TreatmentPlanTemplateAnswer, 'num_of_days' | 'protocols'>;
interface ProtocolRow extends Omit<TemplateProtocol, 'periods'> {
  template_id: number;
}
interface PeriodRow extends TemplatePeriod {
  protocol_id: number;
}

/**
 * The templates `where` selects (a condition on `t`, the treatment_plan_templates row), each with
 * its protocols and periods in sequence and its length in days, in the order `orderBy` gives.
 *
 * @example
 * const [template] = await loadTreatmentPlanTemplates(db, 't.id = $1', [4]);
 */
export async function loadTreatmentPlanTemplates(
  db: Queryable,
  where: string,
  params: readonly unknown[],
  orderBy = 't.name, t.id',
): Promise<TreatmentPlanTemplateAnswer[]> {
  const templates = await db.query<TemplateRow>(
    `select t.id, t.name, t.description, t.is_default, t.practice_team_member_id, t.procedure_type_id,
            t.treatment_plan_type, t.sequence, t.is_active
     from treatment_plan_templates t where ${where} order by ${orderBy} limit 500`,
    [...params],
  );
  if (templates.length === 0) return [];
  const ids = templates.map((template) => template.id);
  const [protocols, periods] = await Promise.all([
    db.query<ProtocolRow>(
      `select id, template_id, name, purpose, sequence, num_of_days, sessions_per_day, pedal_radius, resistance,
              rpm_min, rpm_max, pressure_limit
       from treatment_protocols where template_id = any($1::int[]) order by sequence, id`,
      [ids],
    ),
    db.query<PeriodRow>(
      `select pp.id, pp.sequence, pp.length_of_time, pp.period_direction_id, pp.period_type_id, pp.protocol_id
       from treatment_protocol_periods pp join treatment_protocols p on p.id = pp.protocol_id
       where p.template_id = any($1::int[]) order by pp.sequence, pp.id`,
      [ids],
    ),
  ]);
  return templates.map((template) => {
    const own = protocols
      .filter((protocol) => protocol.template_id === template.id)
      .map(({ template_id: _template, ...protocol }) => ({
        ...protocol,
        periods: periods
          .filter((period) => period.protocol_id === protocol.id)
          .map(({ protocol_id: _protocol, ...period }) => period),
      }));
    return { ...template, num_of_days: totalDays(own), protocols: own };
  });
}
