import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope } from './patientInScope';

interface LogRow {
  id: number;
  patient_id: number;
  started_at: Date;
  finished_at: Date | null;
}

const unix = (date: Date | null): number | null =>
  date === null ? null : Math.floor(new Date(date).getTime() / 1000);
const toLog = (row: LogRow) => ({
  id: row.id,
  patient_id: row.patient_id,
  started_at: unix(row.started_at) ?? 0,
  finished_at: unix(row.finished_at),
});

/**
 * The patient viewing log of monitoring users ([viewing-log-lifecycle]): start records that the
 * caller opened a patient (finishing any log of theirs still open, since opening another patient
 * ends the previous view) and answers its id; finish closes one of the caller's own logs.
 *
 * @example
 * const handlers = createViewingLogHandlers(db, clock);
 */
export function createViewingLogHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async startPatientViewingLog(call) {
      const profile = call.profile;
      const body = call.body;
      return db.transaction(async (tx) => {
        const patient = await patientInScope(call.scoped.patients, body.patient_id, { db: tx });
        const now = clock.now();
        await tx.query(
          'update patient_viewing_logs set finished_at = $2 where user_id = $1 and finished_at is null',
          [profile.user.id, now],
        );
        const [row] = await tx.query<LogRow>(
          `insert into patient_viewing_logs (user_id, patient_id, started_at) values ($1, $2, $3)
           returning id, patient_id, started_at, finished_at`,
          [profile.user.id, patient.id, now],
        );
        if (!row) throw new Error('the viewing log was not stored');
        return toLog(row);
      });
    },

    async finishPatientViewingLog(call) {
      const profile = call.profile;
      const body = call.body;
      // Finishing twice keeps the first time: a log ends once.
      const [row] = await db.query<LogRow>(
        `update patient_viewing_logs set finished_at = coalesce(finished_at, $3)
         where id = $1 and user_id = $2 returning id, patient_id, started_at, finished_at`,
        [body.id, profile.user.id, clock.now()],
      );
      if (!row) throw new ApiError(404, { message: 'Not found.' });
      return toLog(row);
    },
  };
}
