import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

type TemplateProtocolInput = components['schemas']['TreatmentPlanTemplateProtocolInput'];
type PeriodInput = components['schemas']['TreatmentPlanPeriodInput'];

/**
 * A protocol as a save sends it, with its periods: a plan's and a template's protocols take the
 * same fields and differ only by the name of their period list, which the handlers map to
 * `periods`. The ids and sequences sent are not kept (the order given numbers them).
 */
export type ProtocolInput = Omit<TemplateProtocolInput, 'id' | 'sequence' | 'periods'> & {
  periods: readonly Omit<PeriodInput, 'id' | 'sequence'>[];
};

/** Who owns the protocols: a patient's plan or a team member's template. */
export type ProtocolOwner = { plan: number } | { template: number };

/**
 * Replaces the owner's protocols and periods with `protocols`, in the order given (sequence 1, 2,
 * ...; the ids a caller sends are not kept). Run inside the save's transaction.
 *
 * @example
 * await replaceProtocols(tx, { plan: 9 }, protocols);
 */
export async function replaceProtocols(
  tx: Queryable,
  owner: ProtocolOwner,
  protocols: readonly ProtocolInput[],
): Promise<void> {
  const column = 'plan' in owner ? 'treatment_plan_id' : 'template_id';
  const ownerId = 'plan' in owner ? owner.plan : owner.template;
  await tx.query(`delete from treatment_protocols where ${column} = $1`, [ownerId]);
  for (const [index, protocol] of protocols.entries()) {
    const [saved] = await tx.query<{ id: number }>(
      `insert into treatment_protocols (${column}, name, purpose, sequence, num_of_days, sessions_per_day,
         pedal_radius, resistance, rpm_min, rpm_max, pressure_limit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        ownerId,
        protocol.name,
        protocol.purpose ?? null,
        index + 1,
        protocol.num_of_days,
        protocol.sessions_per_day,
        protocol.pedal_radius,
        protocol.resistance,
        protocol.rpm_min,
        protocol.rpm_max,
        protocol.pressure_limit,
      ],
    );
    if (!saved || protocol.periods.length === 0) continue;
    await tx.query(
      `insert into treatment_protocol_periods (protocol_id, sequence, length_of_time, period_direction_id, period_type_id)
       select $1::int, ordinality::int, length_of_time, direction, type
       from unnest($2::int[], $3::int[], $4::int[]) with ordinality as p(length_of_time, direction, type, ordinality)`,
      [
        saved.id,
        protocol.periods.map((period) => period.length_of_time),
        protocol.periods.map((period) => period.period_direction_id),
        protocol.periods.map((period) => period.period_type_id),
      ],
    );
  }
}
