import type { Queryable } from '../db/Database';

/**
 * Treatment plan templates of the demo's surgeons and therapists (document 2, section 3): a
 * default '30 Day Knee' and a '42 Day Hip' each (both 30 days or more, as a template must last),
 * with warm-up, active and cool-down protocols and their periods. Only for team members who have
 * no template yet, so a second seed adds none.
 *
 * @example
 * await seedPlanTemplates(tx);
 */
export async function seedPlanTemplates(db: Queryable): Promise<void> {
  await db.query(
    `with members as (
       select m.id from practice_team_members m
       where m.role_id in (40, 41) and not m.archived
         and not exists (select 1 from treatment_plan_templates t where t.practice_team_member_id = m.id))
     insert into treatment_plan_templates (practice_team_member_id, name, description, is_default, procedure_type_id, treatment_plan_type, sequence)
     select members.id, kind.name, kind.description, kind.is_default, 1, 2, kind.sequence
     from members cross join (values ('30 Day Knee', 'Standard knee recovery', true, 1),
                                     ('42 Day Hip', 'Extended hip recovery', false, 2))
       as kind(name, description, is_default, sequence)`,
  );
  await db.query(
    `insert into treatment_protocols (template_id, name, purpose, sequence, num_of_days, sessions_per_day,
       pedal_radius, resistance, rpm_min, rpm_max, pressure_limit)
     select t.id, phase.name, phase.purpose, phase.sequence,
            case when t.name = '42 Day Hip' then phase.long_days else phase.days end,
            phase.sessions, phase.pedal_radius, phase.resistance, phase.rpm_min, phase.rpm_max, phase.pressure_limit
     from treatment_plan_templates t
     cross join (values (1, 'Warm-up', 'Restore range of motion gently', 5, 7, 3, 40, 1, 15, 35, 20),
                        (2, 'Active', 'Build strength and flexion', 20, 28, 4, 80, 4, 25, 55, 35),
                        (3, 'Cool-down', 'Consolidate and taper', 5, 7, 2, 60, 2, 20, 40, 25))
       as phase(sequence, name, purpose, days, long_days, sessions, pedal_radius, resistance, rpm_min, rpm_max, pressure_limit)
     where not exists (select 1 from treatment_protocols p where p.template_id = t.id)`,
  );
  await db.query(
    `insert into treatment_protocol_periods (protocol_id, sequence, length_of_time, period_direction_id, period_type_id)
     select p.id, period.sequence, period.minutes, period.direction, period.type
     from treatment_protocols p
     cross join (values (1, 5, 1, 1), (2, 10, 1, 2), (3, 5, 2, 4), (4, 3, 1, 5)) as period(sequence, minutes, direction, type)
     where p.template_id is not null and not exists (select 1 from treatment_protocol_periods x where x.protocol_id = p.id)`,
  );
}
