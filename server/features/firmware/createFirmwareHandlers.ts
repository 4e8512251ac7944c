import { randomBytes } from 'node:crypto';
import { messages } from '../../../src/generated/catalog';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { multipartFile, multipartText } from '../../http/multipartParts';
import type { OperationHandlers } from '../../http/OperationHandler';
import { deviceFirmwareStatus, nextFirmwareFlags, uploadDisabledFirmwareTypes, type FirmwareFlags } from './firmwareFlags';
import { isRowId } from '../../db/isRowId';

interface FirmwareRow {
  id: number;
  firmware_type_id: number;
  firmware_type_name: string;
  version_number: string;
  active: number;
  test: number;
  archived: number;
  file_key: string | null;
  file_name: string | null;
}

/** The number a version sorts by in SQL: its digits with the dots removed ([firmware-version-order]). */
const versionKey = (column: string) => `(nullif(replace(${column}, '.', ''), ''))::numeric`;

/** The latest active (not archived) version of each type. */
const latestActive = `
  select distinct on (firmware_type_id) firmware_type_id, version_number
  from firmwares where active = 1 and archived = 0
  order by firmware_type_id, ${versionKey('version_number')} desc`;

const firmwareSelect = `
  select f.id, f.firmware_type_id, t.name as firmware_type_name, f.version_number, f.active, f.test, f.archived, f.file_key, f.file_name
  from firmwares f join firmware_types t on t.id = f.firmware_type_id`;

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function firmwareOut(row: FirmwareRow, files: FileStorage) {
  return {
    id: row.id,
    firmware_type_id: row.firmware_type_id,
    firmware_type: { id: row.firmware_type_id, name: row.firmware_type_name },
    version_number: row.version_number,
    active: flag(row.active),
    test: flag(row.test),
    archived: flag(row.archived),
    file: row.file_key === null ? null : files.urlOf(row.file_key),
    file_name: row.file_name,
  };
}

async function loadFirmware(db: Queryable, id: number): Promise<FirmwareRow> {
  const [row] = await db.query<FirmwareRow>(`${firmwareSelect} where f.id = $1`, [id]);
  if (!row) throw new ApiError(404, { message: 'Not found.' });
  return row;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `search` of firmware/query: 0 or 1, or `{archived}`; anything else means every version. */
function archivedFilter(search: unknown): number | undefined {
  if (search === 0 || search === 1) return search;
  const archived = asObject(search).archived;
  return archived === 0 || archived === 1 ? archived : undefined;
}

/**
 * The firmware calls (document 3, sections 2.5, 4, 5 and 7.3), for the super admin:
 * `queryFirmwareTypes` answers each type with its device counts ([firmware-device-counts]);
 * `queryFirmware` the versions, active first and then by version number with the dots removed
 * ([firmware-version-order], [firmware-query-limit]); `uploadFirmware` stores a version and keeps
 * its streamed file in the file storage ([firmware-upload-call], [firmware-upload-required],
 * [firmware-upload-disabled-types]); `updateFirmware` sets the flags by the rules of
 * nextFirmwareFlags; `queryFirmwareDevices` lists a type's devices with 'Updated' or 'Needs
 * update' ([firmware-device-status]).
 *
 * @example
 * operations.register(app, 'firmware', { ...createFirmwareHandlers(db, files) });
 */
export function createFirmwareHandlers(db: Database, files: FileStorage): OperationHandlers {
  return {
    async queryFirmwareTypes() {
      return db.query(
        `with latest as (${latestActive}),
         counted as (
           select t.id, t.name, l.version_number as latest_active_version,
                  count(d.id) filter (where d.firmware_version = l.version_number)::int as updated_device_count,
                  count(d.id)::int as device_count
           from firmware_types t
           left join latest l on l.firmware_type_id = t.id
           left join devices d on d.device_type_id = t.device_type_id
           group by t.id, t.name, l.version_number
         )
         select id, name, latest_active_version, updated_device_count,
                device_count - updated_device_count as needs_update_device_count
         from counted order by id`,
      );
    },

    async queryFirmware(call) {
      const body = asObject(call.body);
      const archived = archivedFilter(body.search);
      const typeId = typeof body.firmware_type_id === 'number' ? body.firmware_type_id : null;
      const limit = typeof body.limit === 'number' ? body.limit : 5000;
      const rows = await db.query<FirmwareRow>(
        `${firmwareSelect}
         where ($1::int is null or f.archived = $1) and ($2::int is null or f.firmware_type_id = $2)
         order by f.active desc, ${versionKey('f.version_number')} desc nulls last, f.id desc
         limit $3`,
        [archived ?? null, typeId, limit],
      );
      return rows.map((row) => firmwareOut(row, files));
    },

    async uploadFirmware(call) {
      const typeText = multipartText(call.body, 'firmware_type_id');
      const typeId = Number(typeText);
      if (!isRowId(typeId)) {
        throw ApiError.validation(['000F0001'], { firmware_type_id: ['Firmware type is required.'] });
      }
      const version = multipartText(call.body, 'version_number');
      const file = multipartFile(call.body, 'firmware');
      const missing: Record<string, string[]> = {};
      if (version === undefined) missing.version_number = [messages.firmwareVersionNumberRequired];
      if (file === undefined || file.filename === '') missing.firmware = [messages.firmwareFileRequired];
      if (Object.keys(missing).length > 0) throw ApiError.validation(['000F0001'], missing);
      if (version === undefined || file === undefined) throw ApiError.validation(['000F0001'], missing);
      if (!/^[0-9]+(\.[0-9]+)*$/.test(version) || version.length > 32) {
        throw ApiError.formError('version_number', messages.firmwareVersionNumberFormat);
      }
      const [type] = await db.query<{ id: number }>('select id from firmware_types where id = $1', [typeId]);
      if (!type) throw new ApiError(404, { message: 'Not found.' });
      if (uploadDisabledFirmwareTypes.includes(typeId)) throw new ApiError(422, { message: messages.firmwareUploadDisabled });
      // Past the operation's x-max-upload-bytes (64 MB) the upload was cut and discarded.
      if (file.truncated) {
        throw ApiError.formError('firmware', messages.fileTooLarge.replace('{size}', '64 MB'));
      }
      const wanted: FirmwareFlags = {
        active: multipartText(call.body, 'active') === '1' ? 1 : 0,
        test: multipartText(call.body, 'test') === '1' ? 1 : 0,
        archived: multipartText(call.body, 'archived') === '1' ? 1 : 0,
      };
      const flags = nextFirmwareFlags({ active: 0, test: 0, archived: 0 }, wanted);
      const [existing] = await db.query('select id from firmwares where firmware_type_id = $1 and version_number = $2', [typeId, version]);
      if (existing) throw ApiError.formError('version_number', messages.firmwareVersionExists.replace('{version}', version));
      const key = `firmware/${String(typeId)}-${randomBytes(6).toString('hex')}.bin`;
      await files.move(file.key, key);
      const [row] = await db.query<{ id: number }>(
        `insert into firmwares (firmware_type_id, version_number, active, test, archived, file_key, file_name)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [typeId, version, flags.active, flags.test, flags.archived, key, file.filename.slice(0, 255)],
      );
      return firmwareOut(await loadFirmware(db, row?.id ?? 0), files);
    },

    async updateFirmware(call) {
      const id = call.params.id;
      const body = asObject(call.body);
      return db.transaction(async (tx) => {
        const current = await loadFirmware(tx, id);
        const flags = nextFirmwareFlags(
          { active: flag(current.active), test: flag(current.test), archived: flag(current.archived) },
          { active: flag(Number(body.active)), test: flag(Number(body.test)), archived: flag(Number(body.archived)) },
        );
        await tx.query('update firmwares set active = $2, test = $3, archived = $4 where id = $1', [id, flags.active, flags.test, flags.archived]);
        return firmwareOut(await loadFirmware(tx, id), files);
      });
    },

    async queryFirmwareDevices(call) {
      const id = call.params.id;
      const [type] = await db.query<{ device_type_id: number | null; latest: string | null }>(
        `select t.device_type_id, l.version_number as latest
         from firmware_types t left join (${latestActive}) l on l.firmware_type_id = t.id where t.id = $1`,
        [id],
      );
      if (!type) throw new ApiError(404, { message: 'Not found.' });
      if (type.device_type_id === null) return [];
      const devices = await db.query<{ id: number; serial_number: string; firmware_version: string | null }>(
        'select id, serial_number, firmware_version from devices where device_type_id = $1 order by serial_number limit 5000',
        [type.device_type_id],
      );
      return devices.map((device) => ({ ...device, firmware_status: deviceFirmwareStatus(device.firmware_version, type.latest) }));
    },
  };
}
