import type { components } from '../../../src/generated/api';
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';

type MaintenanceInput = RequestBody<'createMaintenance'>;

/** A notice as the calls answer it (document 3, section 3). */
export type MaintenanceRow = components['schemas']['Maintenance'];

const columns = `id, floor(extract(epoch from starts_at))::float8 as start_date_time, duration_minutes, message,
  active, is_indefinitely, procedure_type_id, affected_patients`;

/** The start of the current minute, unix seconds: "not in the past" is judged to the minute. */
export function currentMinute(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60;
}

/**
 * The stored values of a notice, or the field error that refuses it: a new notice may not start
 * before the current minute ([maintenance-start-not-past]); an indefinite notice has duration 0
 * and any other needs at least one minute ([maintenance-default-duration]).
 */
export function maintenanceValues(input: MaintenanceInput, creating: boolean, now: Date) {
  if (creating && Math.floor(input.start_date_time / 60) * 60 < currentMinute(now)) {
    throw ApiError.formError('start_date_time', message('maintenanceStartPast'));
  }
  const indefinite = input.is_indefinitely ?? false;
  const duration = indefinite ? 0 : (input.duration_minutes ?? 10);
  if (!indefinite && duration < 1) throw ApiError.formError('duration_minutes', message('maintenanceDurationRequired'));
  return [
    new Date(input.start_date_time * 1000),
    duration,
    input.message,
    input.active ?? true,
    indefinite,
    input.procedure_type_id ?? null,
    input.affected_patients ?? null,
  ];
}

async function oneNotice(db: Queryable, id: number): Promise<MaintenanceRow> {
  const [row] = await db.query<MaintenanceRow>(`select ${columns} from maintenance_windows where id = $1`, [id]);
  if (!row) throw new ApiError(404, { message: message('maintenanceNotFound') });
  return row;
}

/**
 * The maintenance calls of /admin/maintenance ([maintenance-calls]): `listMaintenance` (GET
 * maintenance/list, the latest start first), `createMaintenance` (POST maintenance),
 * `updateMaintenance` (PUT maintenance/{id}) and `deleteMaintenance` (DELETE maintenance/{id}).
 * specs/access.yaml lets only the super admin through. The notices reach the login response
 * through server/features/session/maintenanceMessages.ts.
 *
 * @example
 * operations.register(app, 'adminRows', { ...maintenanceHandlers(db, clock) });
 */
export function maintenanceHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async listMaintenance() {
      return db.query<MaintenanceRow>(`select ${columns} from maintenance_windows order by starts_at desc, id desc`);
    },
    async createMaintenance(call) {
      const values = maintenanceValues(call.body, true, clock.now());
      const [row] = await db.query<{ id: number }>(
        `insert into maintenance_windows (starts_at, duration_minutes, message, active, is_indefinitely, procedure_type_id, affected_patients)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        values,
      );
      return oneNotice(db, row!.id);
    },
    async updateMaintenance(call) {
      const id = call.params.id;
      const values = maintenanceValues(call.body, false, clock.now());
      const updated = await db.query<{ id: number }>(
        `update maintenance_windows set starts_at = $1, duration_minutes = $2, message = $3, active = $4,
           is_indefinitely = $5, procedure_type_id = $6, affected_patients = $7
         where id = $8 returning id`,
        [...values, id],
      );
      if (updated.length === 0) throw new ApiError(404, { message: message('maintenanceNotFound') });
      return oneNotice(db, id);
    },
    async deleteMaintenance(call) {
      const id = call.params.id;
      const deleted = await db.query('delete from maintenance_windows where id = $1 returning id', [id]);
      if (deleted.length === 0) throw new ApiError(404, { message: message('maintenanceNotFound') });
      return { id, deleted: true };
    },
  };
}
