import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database';
import { findPatientBySerial } from './findPatientBySerial';
import { patientAppKey } from './patientAppKey';

/** The listing the simulator starts from (simulator/findSimulatableDevices.ts). */
export const simulatableDevicesPath = '/dev/patient-app/devices';

/** The most devices one listing answers. */
const maxListed = 1000;

/**
 * Demo mode only: `GET /dev/patient-app/devices?limit=N&offset=M` lists up to N patients (after
 * the first M) whose device the
 * patient-app simulator may speak for, each `{patient_id, serial_number, key}` (the hello key
 * under the server's secret), patients with an active RTM template assignment first (their tiles
 * have their template's colour), then by id. A patient's tablet comes first, then a device of
 * patient_devices; a serial shared by two patients is left out (no app can speak for both).
 * buildServer registers it only in demo mode: it hands out keys.
 *
 * @example
 * if (config.demo) registerPatientAppDevRoutes(app, { db, secret: config.patientAppSecret });
 */
export function registerPatientAppDevRoutes(app: FastifyInstance, options: { db: Database; secret: string | undefined }): void {
  const { db, secret } = options;
  app.get<{ Querystring: { limit?: string; offset?: string } }>(simulatableDevicesPath, async (request, reply) => {
    if (!secret) return reply.status(404).send({ message: 'Not found.' });
    const asked = Number(request.query.limit ?? 50);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, maxListed) : 50;
    const skipped = Number(request.query.offset ?? 0);
    const offset = Number.isInteger(skipped) && skipped > 0 ? skipped : 0;
    const rows = await db.query<{ patient_id: number; serial_number: string | null }>(
      `select p.id as patient_id, coalesce(
         (select d.serial_number from devices d where d.patient_id = p.id and d.device_type_id = 8 order by d.id limit 1),
         (select pd.serial_number from patient_devices pd where pd.patient_id = p.id and pd.serial_number is not null order by pd.device_type_id, pd.id limit 1),
         (select d.serial_number from devices d where d.patient_id = p.id order by d.id limit 1)) as serial_number
       from patients p
       where not p.archived
       order by exists (select 1 from rtm_patient_template_versions a where a.patient_id = p.id and a.removed_at is null) desc, p.id
       limit $1 offset $2`,
      [limit, offset],
    );
    const devices = [];
    for (const row of rows) {
      if (row.serial_number === null || (await findPatientBySerial(db, row.serial_number)) !== row.patient_id) continue;
      devices.push({ patient_id: row.patient_id, serial_number: row.serial_number, key: patientAppKey(secret, row.serial_number) });
    }
    return { data: devices };
  });
}
