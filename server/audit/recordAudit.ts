import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

export interface AuditEntry {
  userId: number | null;
  /** e.g. `login.succeeded`, `login.failed`, `password.reset` */
  action: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

/**
 * Appends one entry to the audit log (sign-ins, failures, password changes, logouts).
 *
 * @example
 * await recordAudit(db, clock, { userId: 3, action: 'logout', ip: call.ip });
 */
export async function recordAudit(db: Queryable, clock: Clock, entry: AuditEntry): Promise<void> {
  await db.query('insert into audit_log (user_id, action, detail, ip, created_at) values ($1, $2, $3, $4, $5)', [
    entry.userId,
    entry.action,
    JSON.stringify(entry.detail ?? {}),
    entry.ip ?? null,
    clock.now(),
  ]);
}
