// Every session of a patient with the fields of document 2, section 3 "Session".
import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

/** A session as the sessions call answers it (specs/api/sessions.yaml, ExerciseSession). */
export type PatientSession = components['schemas']['ExerciseSession'];

/**
 * The patient's sessions, newest first (status 1 Complete, otherwise Incomplete). The caller has
 * already checked the patient's data scope.
 *
 * @example
 * const sessions = await loadPatientSessions(db, 17);
 */
export async function loadPatientSessions(db: Queryable, patientId: number): Promise<PatientSession[]> {
  const rows = await db.query<Omit<PatientSession, 'id' | 'date_time' | 'status'> & {
    id: string | number;
    session_at: Date | string;
    completed: boolean;
  }>(
    `select s.id, s.patient_id, s.session_at, s.completed, tp.treatment_plan_type, s.flexion, s.extension,
            s.pain as pain_after, s.mets, s.weight, s.pedaling_time, s.revolutions, s.average_pedal_radius,
            s.ambulation, s.pressure_left, s.pressure_right
     from exercise_sessions s left join treatment_plans tp on tp.id = s.treatment_plan_id
     where s.patient_id = $1
     order by s.session_at desc`,
    [patientId],
  );
  return rows.map(({ session_at, completed, id, ...session }) => ({
    ...session,
    id: Number(id),
    date_time: new Date(session_at).toISOString(),
    status: completed ? 1 : 0,
  }));
}
