import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

/** The monitoring panel's answer (specs/api/patient-panels.yaml). */
export type PatientMonitoring = components['schemas']['PatientMonitoring'];

interface MonitoringRow {
  patient_id: number;
  specialist_id: number | null;
  specialist_username: string | null;
  rtm_permission: boolean;
  rtm_patient_education: boolean;
  rtm_follow_up_needed: boolean;
  interaction_code_80: boolean;
  interaction_code_81: boolean;
  assignment_id: number | null;
  template_name: string | null;
  version: string | null;
  tile_color_hex: string | null;
  assigned_at: number | null;
  live_status: PatientMonitoring['live_status'];
  last_session_at: number | null;
  last_interaction_at: number | null;
  last_interaction_by: string | null;
}

/**
 * The remote monitoring state of patient `id` (document 2, sections 3, 4 and 6): the monitoring
 * specialist, the RTM flags, the active template assignment (at most one, migration 0022), the
 * live tile's status while a session is open or just completed, and the latest session and
 * interaction. Null when there is no such patient. It checks no data scope: call
 * patientInScope first.
 *
 * @example
 * await patientInScope(call.scoped.patients, 42);
 * const monitoring = await loadPatientMonitoring(db, 42);
 */
export async function loadPatientMonitoring(db: Queryable, id: number): Promise<PatientMonitoring | null> {
  const [row] = await db.query<MonitoringRow>(
    `select p.id as patient_id, p.patient_monitoring_specialist_id as specialist_id, u.username as specialist_username,
            p.rtm_permission, p.rtm_patient_education, p.rtm_follow_up_needed, p.interaction_code_80, p.interaction_code_81,
            a.id as assignment_id, t.name as template_name, v.identifier as version, t.tile_color_hex,
            extract(epoch from a.assigned_at)::bigint::int as assigned_at,
            l.status as live_status,
            (select extract(epoch from max(s.session_at))::bigint::int from exercise_sessions s where s.patient_id = p.id) as last_session_at,
            extract(epoch from i.created_at)::bigint::int as last_interaction_at, o.username as last_interaction_by
     from patients p
     left join users u on u.id = p.patient_monitoring_specialist_id
     left join rtm_patient_template_versions a on a.patient_id = p.id and a.removed_at is null
     left join rtm_survey_template_versions v on v.id = a.template_version_id
     left join rtm_survey_templates t on t.id = v.rtm_survey_template_id
     left join rtm_live_patients l on l.patient_id = p.id
     left join lateral (select created_at, observer_id from patient_interactions pi
                        where pi.patient_id = p.id order by pi.created_at desc, pi.id desc limit 1) i on true
     left join users o on o.id = i.observer_id
     where p.id = $1 and not p.archived`,
    [id],
  );
  if (!row) return null;
  return {
    patient_id: row.patient_id,
    patient_monitoring_specialist:
      row.specialist_id === null ? null : { id: row.specialist_id, username: row.specialist_username ?? '' },
    rtm_permission: row.rtm_permission,
    rtm_patient_education: row.rtm_patient_education,
    rtm_follow_up_needed: row.rtm_follow_up_needed,
    interaction_code_80: row.interaction_code_80,
    interaction_code_81: row.interaction_code_81,
    template:
      row.assignment_id === null
        ? null
        : {
            id: row.assignment_id,
            name: row.template_name ?? '',
            version: row.version ?? '',
            tile_color_hex: row.tile_color_hex ?? '',
            assigned_at: row.assigned_at ?? 0,
          },
    live_status: row.live_status,
    last_session_at: row.last_session_at,
    last_interaction_at: row.last_interaction_at,
    last_interaction_by: row.last_interaction_by,
  };
}
