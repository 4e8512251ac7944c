import type { Queryable } from './Database';

/**
 * Recomputes the `patient_summaries` rows (the list columns derived from procedures, plans and
 * exercise sessions) of the given patients, or of every patient when `patientIds` is omitted.
 * Set-based (window functions and hash joins rather than a lookup per patient), so refreshing
 * 100000 patients is one statement of seconds.
 *
 * @example
 * await db.transaction((tx) => refreshPatientSummaries(tx, [patientId]));
 */
export async function refreshPatientSummaries(db: Queryable, patientIds?: readonly number[]): Promise<void> {
  const only = (column: string) => (patientIds ? `and ${column} = any($1::int[])` : '');
  await db.query(
    `with latest_procedure as (
       select distinct on (patient_id) patient_id, procedure_name, procedure_date, procedure_type_id, procedure_leg_type_id
       from patient_procedures where is_active ${only('patient_id')}
       order by patient_id, id desc),
     latest_plan as (
       select distinct on (patient_id) patient_id, total_sessions, start_date
       from treatment_plans where true ${only('patient_id')}
       -- A plan scheduled to start later is not yet the patient's plan (issue 27, defect 1).
       order by patient_id, (start_date <= current_date) desc, id desc),
     ranked as (
       select patient_id, pain, extension, flexion, session_at,
              row_number() over (partition by patient_id order by session_at desc, id desc) as position,
              count(*) over (partition by patient_id) as completed
       from exercise_sessions where completed ${only('patient_id')})
     insert into patient_summaries as s (
       patient_id, procedure_name, procedure_date, procedure_type_id, procedure_leg_type_id,
       completed_sessions, total_sessions, plan_start_date, pain, extension, extension_previous,
       flexion, flexion_previous, last_session_at)
     select p.id, pr.procedure_name, pr.procedure_date, pr.procedure_type_id, pr.procedure_leg_type_id,
            coalesce(latest.completed, 0)::int, coalesce(tp.total_sessions, 0), tp.start_date,
            latest.pain, latest.extension, previous.extension, latest.flexion, previous.flexion,
            latest.session_at
     from patients p
     left join latest_procedure pr on pr.patient_id = p.id
     left join latest_plan tp on tp.patient_id = p.id
     left join ranked latest on latest.patient_id = p.id and latest.position = 1
     left join ranked previous on previous.patient_id = p.id and previous.position = 2
     where true ${only('p.id')}
     on conflict (patient_id) do update set
       procedure_name = excluded.procedure_name, procedure_date = excluded.procedure_date,
       procedure_type_id = excluded.procedure_type_id, procedure_leg_type_id = excluded.procedure_leg_type_id,
       completed_sessions = excluded.completed_sessions, total_sessions = excluded.total_sessions,
       plan_start_date = excluded.plan_start_date, pain = excluded.pain, extension = excluded.extension,
       extension_previous = excluded.extension_previous, flexion = excluded.flexion,
       flexion_previous = excluded.flexion_previous, last_session_at = excluded.last_session_at`,
    patientIds ? [patientIds] : [],
  );
}
