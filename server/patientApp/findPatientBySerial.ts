import type { Queryable } from '../db/Database';

/**
 * The patient whose device has this serial number (devices.patient_id, or a serial of
 * patient_devices), or undefined when none does, when the patient is archived, or when the
 * serial is ambiguous (two patients' devices share it: no app can speak for both).
 *
 * @example
 * await findPatientBySerial(db, 'T8-0001'); // 1
 */
export async function findPatientBySerial(db: Queryable, serialNumber: string): Promise<number | undefined> {
  const rows = await db.query<{ patient_id: number }>(
    `select distinct o.patient_id from (
       select patient_id from devices where serial_number = $1 and patient_id is not null
       union select patient_id from patient_devices where serial_number = $1
     ) o join patients p on p.id = o.patient_id and not p.archived`,
    [serialNumber],
  );
  return rows.length === 1 ? rows[0]!.patient_id : undefined;
}
