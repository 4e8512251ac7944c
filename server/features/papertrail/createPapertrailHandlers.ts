import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import { listPage } from '../../http/listPage';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import { auditPeriod } from './auditPeriod';

const sortable = { created_at: 'a.created_at', action: 'a.action', username: 'lower(u.username)' } as const;

/**
 * The log viewer's call (/papertrail): one page of the audit log (server/audit/recordAudit.ts) of
 * the chosen period, newest first, with the user's name and the entry's details.
 *
 * @example
 * registerOperations(app, { handlers: { ...createPapertrailHandlers(db, clock) }, ... });
 */
export function createPapertrailHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async queryAuditLog(call) {
      const body = (call.body ?? {}) as RequestBody<'queryAuditLog'>;
      const limit = body.limit ?? 20;
      const page = body.page ?? 1;
      const { from, to } = auditPeriod((body.search?.period ?? 'currentWeek'), clock.now());
      const field = sortable[body.order_by?.field ?? 'created_at'];
      const direction = (body.order_by?.direction ?? 'desc') === 'asc' ? 'asc' : 'desc';
      const where = 'a.created_at >= $1 and a.created_at < $2';
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from audit_log a where ${where}`, [from, to]);
      const rows = await db.query<{ id: string | number; created_at: Date | string; action: string; username: string | null; ip: string | null; detail: unknown }>(
        `select a.id, a.created_at, a.action, u.username, a.ip, a.detail from audit_log a left join users u on u.id = a.user_id
          where ${where} order by ${field} ${direction}, a.id desc limit $3 offset $4`,
        [from, to, limit, (page - 1) * limit],
      );
      const data = rows.map((row) => ({
        id: Number(row.id),
        created_at: new Date(row.created_at).toISOString(),
        action: row.action,
        username: row.username,
        ip: row.ip,
        detail: typeof row.detail === 'string' ? row.detail : JSON.stringify(row.detail ?? {}),
      }));
      return listPage(data, { page, limit, total: count?.total ?? 0 });
    },
  };
}
