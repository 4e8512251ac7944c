import { message, type MessageKey } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { PatientUpdateInput } from './savePatientRecord';

type DevicesInput = NonNullable<PatientUpdateInput['devices']>;

/** The serial fields, the device type each names and the message when none is found. */
const serialDevices = [
  { field: 'portable_connect_serial', typeId: 1, notFound: 'couldNotFindPortableConnect' },
  { field: 'accu_angle_serial', typeId: 4, notFound: 'couldNotFindAccuAngle' },
  { field: 'accumotion_thigh_serial', typeId: 9, notFound: 'couldNotFindAccumotionThigh' },
  { field: 'accumotion_calf_serial', typeId: 10, notFound: 'couldNotFindAccumotionCalf' },
] as const satisfies readonly { field: keyof DevicesInput; typeId: number; notFound: MessageKey }[];

const automatedInstallation = 5;

/**
 * Saves the Devices tab inside the caller's transaction: a serial is required for the
 * PortableConnect (unless the installation method is Automated, 5,
 * [device-pc-serial-optional-automated]) and for the chosen measurement device ('Must be a
 * Number', [device-serial-number]); the other serials need a PortableConnect serial
 * ([device-other-serials-disabled]). Each serial must name a device of its type that no other
 * patient has ('Could not find AccuAngle', ...). The patient's devices of these types are then
 * replaced by the named ones.
 *
 * @example
 * await db.transaction((tx) => savePatientDevices(tx, 42, body.devices, 2));
 */
export async function savePatientDevices(tx: Queryable, patientId: number, input: DevicesInput, installationMethodId: number): Promise<void> {
  const serial = (field: keyof DevicesInput) => (input[field] ?? '').trim();
  const needed = new Set<string>();
  if (installationMethodId !== automatedInstallation) needed.add('portable_connect_serial');
  if (input.device_choice === 'accuAngle') needed.add('accu_angle_serial');
  if (input.device_choice === 'accuMotion') ['accumotion_thigh_serial', 'accumotion_calf_serial'].forEach((field) => needed.add(field));
  const hasPortableConnect = serial('portable_connect_serial') !== '';
  const chosen: { typeId: number; deviceId: number }[] = [];
  for (const device of serialDevices) {
    const value = serial(device.field);
    if (value === '') {
      if (needed.has(device.field)) throw ApiError.formError(device.field, message('deviceMustBeNumber'));
      continue;
    }
    if (device.typeId !== 1 && !hasPortableConnect) throw ApiError.formError('portable_connect_serial', message('deviceMustBeNumber'));
    if (device.typeId !== 1 && !needed.has(device.field)) continue;
    const [found] = await tx.query<{ id: number }>(
      'select id from devices where device_type_id = $1 and serial_number = $2 and (patient_id is null or patient_id = $3)',
      [device.typeId, value, patientId],
    );
    if (!found) throw ApiError.formError(device.field, message(device.notFound));
    chosen.push({ typeId: device.typeId, deviceId: found.id });
  }
  await tx.query('update devices set patient_id = null where patient_id = $1 and device_type_id = any($2::int[])', [
    patientId,
    serialDevices.map((device) => device.typeId),
  ]);
  for (const { deviceId } of chosen) await tx.query('update devices set patient_id = $1 where id = $2', [patientId, deviceId]);
}
