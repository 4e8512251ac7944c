import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';

export interface MaintenanceMessages {
  ongoing: string[];
  upcoming: string[];
}

/**
 * The messages of maintenance windows in progress and of those still to come, for the login
 * response; windows that ended and inactive notices are left out, and an indefinite notice
 * (duration 0) never ends ([maintenance-at-sign-in]).
 *
 * @example
 * const { ongoing, upcoming } = await maintenanceMessages(db, clock);
 */
export async function maintenanceMessages(db: Queryable, clock: Clock): Promise<MaintenanceMessages> {
  const rows = await db.query<{ message: string; ongoing: boolean }>(
    `select message, starts_at <= $1 as ongoing from maintenance_windows
     where active and (is_indefinitely or starts_at + make_interval(mins => duration_minutes) > $1)
     order by starts_at, id`,
    [clock.now()],
  );
  return {
    ongoing: rows.filter((row) => row.ongoing).map((row) => row.message),
    upcoming: rows.filter((row) => !row.ongoing).map((row) => row.message),
  };
}
