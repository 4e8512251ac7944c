import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

/** The patient app's login state as getPatientAppLogin answers it. */
export type PatientAppLogin = components['schemas']['PatientAppLogin'];

/** What the device-sync rules need beyond the answer: who holds the PC when another patient does. */
export interface PatientAppLoginFacts extends PatientAppLogin {
  /** The identifier of the other patient profile logged in on this PC, when `pc_active_elsewhere`. */
  other_patient_identifier: string | null;
}

interface LoginRow {
  pc_serial_number: string | null;
  logged_in_at: Date | null;
  in_session: boolean;
  other_patient_identifier: string | null;
  other_patient_id: number | null;
}

/**
 * The facts about a patient's app and PC that the Sync action and its refusals read: the
 * PortableConnect serial (the profile's device, else the patient_devices row), the open login
 * (patient_app_logins, written by the patient-app gateway), whether the patient is in a live
 * session (rtm_live_patients with a session) and whether another patient profile is logged in on
 * the same PC. It checks no data scope: call patientInScope first.
 *
 * @example
 * const facts = await loadPatientAppLogin(db, 42);
 * if (facts.logged_in) ...
 */
export async function loadPatientAppLogin(db: Queryable, patientId: number): Promise<PatientAppLoginFacts> {
  const [row] = await db.query<LoginRow>(
    `with pc as (
       select coalesce(
         (select serial_number from devices where patient_id = $1 and device_type_id = 1 order by id desc limit 1),
         (select serial_number from patient_devices where patient_id = $1 and device_type_id = 1
            and nullif(trim(serial_number), '') is not null order by id desc limit 1)
       ) as serial_number
     )
     select pc.serial_number as pc_serial_number,
            (select logged_in_at from patient_app_logins where patient_id = $1 and logged_out_at is null) as logged_in_at,
            -- In a session: a live tile whose session runs. A COMPLETE tile stays until its note
            -- clears it, but the patient has finished; counting it kept a patient just logged in
            -- in again at 'Cancel Unavailable' (issue 27 defect 11).
            exists (select 1 from rtm_live_patients where patient_id = $1 and session_id is not null
                      and status <> 'COMPLETE' and not patient_not_in_session) as in_session,
            other.id as other_patient_id, other.identifier as other_patient_identifier
     from pc
     left join patient_app_logins l on l.serial_number = pc.serial_number and l.logged_out_at is null and l.patient_id <> $1
     left join patients other on other.id = l.patient_id`,
    [patientId],
  );
  const loggedInAt = row?.logged_in_at ?? null;
  return {
    patient_id: patientId,
    pc_serial_number: row?.pc_serial_number ?? null,
    logged_in: loggedInAt !== null,
    logged_in_at: loggedInAt === null ? null : Math.floor(new Date(loggedInAt).getTime() / 1000),
    in_session: row?.in_session ?? false,
    pc_active_elsewhere: (row?.other_patient_id ?? null) !== null,
    other_patient_identifier: row?.other_patient_identifier ?? null,
  };
}
