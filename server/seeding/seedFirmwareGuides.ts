import type { Queryable } from '../db/Database';

/** The demo's firmware versions per type: [version, active, test]; the highest active one is the latest. */
const demoVersions: readonly (readonly [string, number, number])[] = [
  ['1.0.0', 0, 0],
  ['1.1.0', 1, 0],
  ['1.2.0', 0, 1],
];

/**
 * Adds the demo's firmware versions (three per type: one neither, one active, one test; no
 * stored file), the firmware versions of the demo's devices (most on their type's active 1.1.0,
 * every fourth on the older 1.0.0, so both device counts show), and the Ortho app version
 * settings (Cardiac has none, so its column falls back to zeros). Safe to run twice.
 *
 * @example
 * await seedFirmwareGuides(tx);
 */
export async function seedFirmwareGuides(db: Queryable): Promise<void> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from firmwares');
  if ((existing?.count ?? 0) === 0) {
    for (const [version, active, test] of demoVersions) {
      await db.query(
        `insert into firmwares (firmware_type_id, version_number, active, test, archived)
         select id, $1, $2, $3, 0 from firmware_types order by id`,
        [version, active, test],
      );
    }
  }
  await db.query(
    `update devices d set firmware_version = case when d.id % 4 = 0 then '1.0.0' else '1.1.0' end
     where d.firmware_version is null and d.device_type_id in (select device_type_id from firmware_types where device_type_id is not null)`,
  );
  await db.query(
    `insert into patient_app_versions (patient_app_type_id, minimum_required_version, latest_version, app_version_check_time,
                                       session_allowed_check_time, no_session_allowed_flag, no_session_allowed_message)
     values (1, '3.30.0', '3.33.0', 3600, 900, false, '')
     on conflict (patient_app_type_id) do nothing`,
  );
}
