import type { Queryable } from '../db/Database';
import { silentDemoTabletImeis } from '../adapters/tablets/createTabletFleet';

/** The demo tablets (device type 8): serial T8-0001 to T8-0012, the first six with patients. */
export const demoTablets = Array.from({ length: 12 }, (_, index) => {
  const n = index + 1;
  const padded = String(n).padStart(4, '0');
  return {
    serial_number: `T8-${padded}`,
    imei: `35600000000${padded}`,
    device_uuid: `c0ffee00-0000-4000-8000-00000000${padded}`,
    withPatient: n <= 6,
  };
});

/** A demo tablet that never reported to the device-management service (its read fails the shape check). */
export const silentDemoTablet = {
  serial_number: 'T8-0099',
  imei: silentDemoTabletImeis[0] ?? '356000000000099',
  device_uuid: 'c0ffee00-0000-4000-8000-000000000099',
};

/**
 * The demo's device fleet for the device screens (document 3, section 2.4): tablets with their
 * IMEI and device UUID (the first six with patients), names and MAC addresses for every device
 * (firmware versions are the firmware seed's), a few inventory devices Inactive or Pending (the status filter), and device
 * sessions from the exercise sessions of the patients who have a PortableConnect (started at the
 * session's time, 20 to 45 minutes long). Safe to run twice.
 *
 * @example
 * await seedDeviceFleet(tx);
 */
export async function seedDeviceFleet(db: Queryable): Promise<void> {
  const patients = await db.query<{ id: number }>('select id from patients order by id limit 6');
  for (const [index, tablet] of [...demoTablets, { ...silentDemoTablet, withPatient: false }].entries()) {
    const patientId = tablet.withPatient ? (patients[index]?.id ?? null) : null;
    await db.query(
      `insert into devices (device_type_id, serial_number, name, status, imei, device_uuid, patient_id, firmware_version)
       values (8, $1, $2, $3, $4, $5, $6, '3.33.0')
       on conflict (device_type_id, serial_number) do nothing`,
      [tablet.serial_number, `Tablet ${tablet.serial_number}`, patientId === null ? 'In Stock' : 'Active', tablet.imei, tablet.device_uuid, patientId],
    );
  }
  await db.query(
    `update devices d set
       name = coalesce(d.name, t.name || ' ' || d.serial_number),
       mac_address = coalesce(d.mac_address, upper(rtrim(regexp_replace(lpad(to_hex(d.id * 7919 + 1048576), 12, '0'), '(..)', '\\1:', 'g'), ':')))
     from device_types t where t.id = d.device_type_id and (d.name is null or d.mac_address is null)`,
  );
  // Some shelf devices are not ready: every seventh is Inactive, every eleventh Pending.
  await db.query(
    `update devices set status = case when id % 7 = 0 then 'Inactive' else 'Pending' end
     where patient_id is null and status = 'In Stock' and device_type_id <> 8 and (id % 7 = 0 or id % 11 = 0)`,
  );
  await db.query(
    `insert into device_sessions (patient_id, device_id, started_at, ended_at)
     select e.patient_id, d.id, e.session_at, e.session_at + make_interval(mins => 20 + (e.id % 26)::int)
     from exercise_sessions e
     join lateral (select id from devices where patient_id = e.patient_id and device_type_id = 1 order by id limit 1) d on true
     where not exists (select 1 from device_sessions s where s.patient_id = e.patient_id and s.started_at = e.session_at)`,
  );
}
