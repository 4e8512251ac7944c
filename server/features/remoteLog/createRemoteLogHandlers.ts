import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';

/**
 * The remote console log ([remote-console-log]): `writeRemoteLog` stores a batch of the portal's
 * console entries with the signed-in user, in one statement (one transaction) per batch.
 *
 * @example
 * operations.register(app, 'remoteLog', { ...createRemoteLogHandlers(db, clock) });
 */
export function createRemoteLogHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async writeRemoteLog(call) {
      const { entries } = call.body;
      if (entries.length === 0) return { stored: 0 };
      await db.query(
        `insert into remote_log_entries (user_id, level, message, logged_at, page, received_at)
         select $1, e.level, e.message, to_timestamp(e.at / 1000.0), e.page, $3
         from jsonb_to_recordset($2::jsonb) as e(level text, message text, at bigint, page text)`,
        [call.profile.user.id, JSON.stringify(entries), clock.now()],
      );
      return { stored: entries.length };
    },
  };
}
