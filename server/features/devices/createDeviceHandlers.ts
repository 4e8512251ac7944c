import { message } from '../../../src/generated/catalog';
import type { Database } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { listPage } from '../../http/listPage';
import { deviceProducts, inStockStatus } from './deviceProducts';
import { queryDevices } from './deviceRows';
import { listDeviceSessionsQuery, sessionsOfDevice } from './deviceSessions';

/** The sortable list fields and the SQL each orders by (specs/api/devices.yaml). */
const orderColumns: Record<string, string> = {
  serial_number: 'd.serial_number',
  name: 'd.name',
  status: 'd.status',
  'device_type.name': 't.name',
  'patient.name': 'p.last_name',
  firmware_version: 'd.firmware_version',
};

/** 'Could not find AccuAngle' and the like (document 3, section 8), by device type. */
const notFoundByType: Record<number, string> = {
  1: message('couldNotFindPortableConnect'),
  4: message('couldNotFindAccuAngle'),
  5: message('couldNotFindAccuStep'),
  9: message('couldNotFindAccumotionThigh'),
  10: message('couldNotFindAccumotionCalf'),
};

/**
 * The devices (document 3, sections 2.4, 3 and 7.2): POST device/list (the Devices view: by type,
 * variant, status, 'With Patient'/'Inventory' and serial) [device-list-call], POST device/summary
 * (the three products' counts with patients and in stock, counted) [devices-summary-cards], GET
 * device/{deviceID} (the device page with its sessions and patients) [device-detail-placeholder],
 * POST device_lookup ('Could not find AccuAngle', ...) [device-lookup-by-type-failure] and POST
 * device_session/list (a patient's sessions, on one date or all).
 *
 * @example
 * operations.register(app, 'devices', { ...createDeviceHandlers(db) });
 */
export function createDeviceHandlers(db: Database): OperationHandlers {
  return {
    async listDevices(call) {
      const body = call.body;
      const where: string[] = [];
      const values: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        values.push(value);
        where.push(sql.replace('?', `$${values.length}`));
      };
      if (body.device_type_id != null) add('d.device_type_id = ?', body.device_type_id);
      if (body.device_type_variant_id != null) add('d.device_type_variant = ?', body.device_type_variant_id);
      if (body.status != null) add('d.status = ?', body.status);
      if (body.assignment === 'with_patient') where.push('d.patient_id is not null');
      if (body.assignment === 'inventory') where.push('d.patient_id is null');
      if (body.search != null && body.search.trim() !== '') add(`lower(d.serial_number) like ? escape '\\'`, `${escapeLike(body.search.trim().toLowerCase())}%`);
      const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
      const limit = body.limit ?? 20;
      const page = body.page ?? 1;
      const order = body.order_by;
      const column = orderColumns[order?.field ?? 'serial_number'] ?? 'd.serial_number';
      const direction = order?.direction === 'desc' ? 'desc' : 'asc';
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from devices d join device_types t on t.id = d.device_type_id left join patients p on p.id = d.patient_id ${whereSql}`,
        values,
      );
      const rows = await queryDevices(
        db,
        `${whereSql} order by ${column} ${direction} nulls last, d.id limit ${limit} offset ${(page - 1) * limit}`,
        values,
      );
      return listPage(rows, { page, limit, total: count?.total ?? 0 });
    },

    async summarizeDevices() {
      const counts = await db.query<{ device_type_id: number; with_patients: number; in_stock: number }>(
        `select device_type_id,
                count(*) filter (where patient_id is not null)::int as with_patients,
                count(*) filter (where patient_id is null and status = $1)::int as in_stock
         from devices group by device_type_id`,
        [inStockStatus],
      );
      return deviceProducts.map(({ product, device_type_ids }) => {
        const mine = counts.filter((row) => device_type_ids.includes(row.device_type_id));
        return {
          product,
          device_type_ids,
          with_patients: mine.reduce((sum, row) => sum + row.with_patients, 0),
          in_stock: mine.reduce((sum, row) => sum + row.in_stock, 0),
        };
      });
    },

    async getDevice(call) {
      const [device] = await queryDevices(db, 'where d.id = $1', [call.params.deviceID]);
      if (!device) throw new ApiError(404, { message: message('noDevice') });
      return { ...device, ...(await sessionsOfDevice(db, device.id)) };
    },

    async lookupDevice(call) {
      const body = call.body;
      const [device] = await queryDevices(db, 'where d.device_type_id = $1 and lower(d.serial_number) = lower($2)', [
        body.device_type_id,
        body.serial_number.trim(),
      ]);
      if (!device) throw new ApiError(404, { message: notFoundByType[body.device_type_id] ?? message('noResultsFound') });
      return device;
    },

    async listDeviceSessions(call) {
      return listDeviceSessionsQuery(db, call.body);
    },
  };
}
