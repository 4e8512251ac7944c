import type { Queryable } from '../db/Database';

/** Patients given an RTM template version by the demo seed when nothing else assigned any. */
export const demoRtmAssignedPatients = 24;

/**
 * Gives the first demo patients (by id, the ones the patient-app simulator picks first) an RTM
 * template version, round-robin over the active versions, so that live tiles show their
 * template's colour. Does nothing when some patient already has an assignment (another seed made
 * its own) or when no template version exists (tiles then take the default colour). Safe to run
 * twice.
 *
 * @example
 * await seedRtmAssignments(tx);
 */
export async function seedRtmAssignments(db: Queryable): Promise<void> {
  const [assigned] = await db.query('select 1 from rtm_patient_template_versions where removed_at is null limit 1');
  if (assigned) return;
  await db.query(
    `with versions as (
       select v.id, row_number() over (order by v.id) - 1 as position, count(*) over () as total
       from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
       where not v.archived and not t.archived),
     chosen as (
       select id, row_number() over (order by id) - 1 as position from patients where not archived order by id limit $1)
     insert into rtm_patient_template_versions (patient_id, template_version_id)
     select c.id, v.id from chosen c join versions v on v.position = c.position % v.total`,
    [demoRtmAssignedPatients],
  );
}
