import type { Queryable } from '../db/Database';
import { findPatientBySerial } from './findPatientBySerial';
import { patientAppKey } from './patientAppKey';

/** A device a simulated patient app may speak for, with its key (which signs the socket's challenge). */
export interface SimulatableDeviceRow {
  patient_id: number;
  serial_number: string;
  key: string;
}

/**
 * Patients whose device a simulated app may speak for, each with its serial and key:
 * patients with an active RTM template assignment first (their tiles have their template's
 * colour), then by id; a patient's tablet first, then a device of patient_devices. A serial shared
 * by two patients is left out (no app can speak for both), and so are the fake patients, whose
 * tablets the middleware runs itself (Generate Fake Patients). `patientId` picks one patient.
 *
 * @example
 * await listSimulatableDevices(db, secret, { limit: 50, offset: 0 }); // [{ patient_id: 1, serial_number: 'T8-0001', key: '…' }, …]
 */
export async function listSimulatableDevices(
  db: Queryable,
  secret: string,
  options: { limit: number; offset: number; patientId?: number },
): Promise<SimulatableDeviceRow[]> {
  const rows = await db.query<{ patient_id: number; serial_number: string | null }>(
    `select p.id as patient_id, coalesce(
       (select d.serial_number from devices d where d.patient_id = p.id and d.device_type_id = 8 order by d.id limit 1),
       (select pd.serial_number from patient_devices pd where pd.patient_id = p.id and pd.serial_number is not null order by pd.device_type_id, pd.id limit 1),
       (select d.serial_number from devices d where d.patient_id = p.id order by d.id limit 1)) as serial_number
     from patients p
     where not p.archived and ($3::int is null or p.id = $3::int)
       and not exists (select 1 from rtm_fake_patients f where f.patient_id = p.id)
     order by exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null) desc, p.id
     limit $1 offset $2`,
    [options.limit, options.offset, options.patientId ?? null],
  );
  const devices: SimulatableDeviceRow[] = [];
  for (const row of rows) {
    if (row.serial_number === null || (await findPatientBySerial(db, row.serial_number)) !== row.patient_id) continue;
    devices.push({ patient_id: row.patient_id, serial_number: row.serial_number, key: patientAppKey(secret, row.serial_number) });
  }
  return devices;
}
