import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { RequestBody } from '../../http/RequestBody';
import { listPage } from '../../http/listPage';
import { message } from '../../../src/generated/catalog';

/** A device session as answered (specs/api/devices.yaml, DeviceSession); times in unix seconds. */
export type DeviceSessionRow = components['schemas']['DeviceSession'];

const sessionSelect = `
  select s.id::int as id, s.patient_id, p.first_name || ' ' || p.last_name as patient_name,
         s.device_id, d.serial_number as device_serial_number, t.name as device_type,
         extract(epoch from s.started_at)::bigint::int as started_at,
         extract(epoch from s.ended_at)::bigint::int as ended_at,
         (extract(epoch from (s.ended_at - s.started_at)) / 60)::int as duration_minutes
  from device_sessions s
  join patients p on p.id = s.patient_id
  join devices d on d.id = s.device_id
  join device_types t on t.id = d.device_type_id`;

const sessionOrder: Record<string, string> = {
  started_at: 's.started_at',
  ended_at: 's.ended_at',
  device_serial_number: 'd.serial_number',
};

/** The latest sessions of a device and the patients who used it, for the device page. */
export async function sessionsOfDevice(
  db: Queryable,
  deviceId: number,
): Promise<{ sessions: DeviceSessionRow[]; patients: { id: number; identifier: string; name: string; session_count: number }[] }> {
  const sessions = await db.query<DeviceSessionRow>(`${sessionSelect} where s.device_id = $1 order by s.started_at desc, s.id desc limit 50`, [deviceId]);
  const patients = await db.query<{ id: number; identifier: string; name: string; session_count: number }>(
    `select p.id, p.identifier, p.first_name || ' ' || p.last_name as name, count(*)::int as session_count
     from device_sessions s join patients p on p.id = s.patient_id
     where s.device_id = $1 group by p.id order by max(s.started_at) desc`,
    [deviceId],
  );
  return { sessions, patients };
}

/**
 * A page of a patient's device sessions, newest first, on `date` (a UTC day) when given, with
 * the patient's identity for the page's heading; 404 for an unknown patient.
 */
export async function listDeviceSessionsQuery(db: Queryable, body: RequestBody<'listDeviceSessions'>) {
  const [patient] = await db.query<{ id: number; identifier: string; name: string }>(
    `select id, identifier, first_name || ' ' || last_name as name from patients where id = $1`,
    [body.patient_id],
  );
  if (!patient) throw new ApiError(404, { message: message('noResultsFound') });
  const values: unknown[] = [body.patient_id];
  let where = 'where s.patient_id = $1';
  if (body.date != null && body.date !== '') {
    values.push(body.date);
    where += ` and s.started_at >= $2::date and s.started_at < $2::date + 1`;
  }
  const limit = body.limit ?? 20;
  const page = body.page ?? 1;
  const column = sessionOrder[body.order_by?.field ?? 'started_at'] ?? 's.started_at';
  const direction = (body.order_by?.direction ?? 'desc') === 'asc' ? 'asc' : 'desc';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from device_sessions s ${where}`, values);
  const rows = await db.query<DeviceSessionRow>(
    `${sessionSelect} ${where} order by ${column} ${direction} nulls last, s.id desc limit ${limit} offset ${(page - 1) * limit}`,
    values,
  );
  return { ...listPage(rows, { page, limit, total: count?.total ?? 0 }), patient };
}
