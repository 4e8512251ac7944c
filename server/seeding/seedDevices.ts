import type { Queryable } from '../db/Database';

/** Demo inventory serial ranges by device type: PortableConnect, AccuAngle, Accumotion thigh and calf. */
export const demoDeviceSerials = {
  portableConnect: { typeId: 1, first: 200001 },
  accuAngle: { typeId: 4, first: 400001 },
  accumotionThigh: { typeId: 9, first: 900001 },
  accumotionCalf: { typeId: 10, first: 1000001 },
} as const;

const inventorySize = 40;

/**
 * Adds the demo's devices: an inventory of 40 unassigned devices of each type the patient
 * wizard assigns (serials from the ranges above), and for the first seeded patients a
 * PortableConnect (serial 100000 + id) with an AccuAngle (odd ids, 300000 + id) or an Accumotion
 * pair (even ids, 700000/800000 + id), so that the Devices tab preselects their device. Safe to
 * run twice.
 *
 * @example
 * await seedDevices(tx);
 */
export async function seedDevices(db: Queryable): Promise<void> {
  for (const { typeId, first } of Object.values(demoDeviceSerials)) {
    await db.query(
      `insert into devices (device_type_id, serial_number, status)
       select $1, (s)::text, 'In Stock' from generate_series($2::int, $2::int + $3::int - 1) as s
       on conflict (device_type_id, serial_number) do nothing`,
      [typeId, first, inventorySize],
    );
  }
  await db.query(
    `insert into devices (device_type_id, serial_number, status, patient_id)
     select t.type_id, (t.base + p.id)::text, 'Active', p.id
     from (select id from patients order by id limit 10) p
     cross join (values (1, 100000, null::int), (4, 300000, 1), (9, 700000, 0), (10, 800000, 0)) as t(type_id, base, parity)
     where t.parity is null or p.id % 2 = t.parity
     on conflict (device_type_id, serial_number) do nothing`,
  );
}
