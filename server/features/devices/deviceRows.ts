import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';

/** A device as the list and the detail answer it (specs/api/devices.yaml, DeviceListRow). */
export type DeviceRow = components['schemas']['DeviceListRow'];

/** A row of `deviceSelect`: the device's own columns, its type's name and its patient's, flat. */
type FlatDeviceRow = Omit<DeviceRow, 'device_type' | 'patient'> & {
  device_type_name: string;
  patient_id: number | null;
  patient_identifier: string | null;
  patient_name: string | null;
};

/** The select list and joins every device query shares; `where`, order and paging follow. */
export const deviceSelect = `
  select d.id, d.name, d.status, d.firmware_version, d.device_type_id, d.serial_number, d.mac_address,
         t.name as device_type_name, d.device_type_variant,
         p.id as patient_id, p.identifier as patient_identifier,
         case when p.id is null then null else p.first_name || ' ' || p.last_name end as patient_name
  from devices d
  join device_types t on t.id = d.device_type_id
  left join patients p on p.id = d.patient_id`;

/** One row of {@link deviceSelect} in the answer's nested shape. */
export function toDeviceRow(row: FlatDeviceRow): DeviceRow {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    firmware_version: row.firmware_version,
    device_type_id: row.device_type_id,
    serial_number: row.serial_number,
    mac_address: row.mac_address,
    device_type: { id: row.device_type_id, name: row.device_type_name },
    device_type_variant: row.device_type_variant,
    patient:
      row.patient_id === null ? null : { id: row.patient_id, identifier: row.patient_identifier ?? '', name: row.patient_name ?? '' },
  };
}

/** Runs {@link deviceSelect} with a `where ...` tail (and order/limit) and nests the rows. */
export async function queryDevices(db: Queryable, tail: string, values: unknown[]): Promise<DeviceRow[]> {
  const rows = await db.query<FlatDeviceRow>(`${deviceSelect} ${tail}`, values);
  return rows.map(toDeviceRow);
}
