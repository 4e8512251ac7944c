import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import type { AuditKind } from './AuditSpec';

export interface AuditEntry {
  userId: number | null;
  /**
   * e.g. `login.succeeded`, `login.failed`, `password.reset`, `patient.read`; every key has a
   * label in the catalogue lookup `auditActions` (specs/catalog/audit-lookups.yaml).
   */
  action: string;
  detail?: Record<string, unknown>;
  /** The address the connection came from (or the trusted proxy's forwarded one). */
  ip?: string;
  // The audit of patient data (migration 0017); absent for sign-in and admin entries.
  /** The operationId of specs/api. */
  operation?: string;
  kind?: AuditKind;
  outcome?: 'ok' | 'denied';
  /** The one patient concerned, when there is exactly one. */
  patientId?: number | null;
  /** Every patient the call concerned or answered. */
  patientIds?: readonly number[];
  /** The query of a list or a search, as sent. */
  query?: Record<string, unknown> | null;
  userAgent?: string | null;
  /** The practice team member a super user acted as. */
  actingTeamMemberId?: number | null;
  /** What the caller claimed in X-Forwarded-For (never trusted as the address). */
  reportedIp?: string | null;
}

/** The columns of an audit row, in the order auditRowValues gives them. */
const auditColumns =
  'user_id, action, detail, ip, created_at, operation, kind, outcome, patient_id, patient_ids, query, user_agent, acting_team_member_id, reported_ip';
const auditColumnCount = 14;

/** The values of `entry`'s row, recorded `at`. */
function auditRowValues(entry: AuditEntry, at: Date): unknown[] {
  return [
    entry.userId,
    entry.action,
    JSON.stringify(entry.detail ?? {}),
    entry.ip ?? null,
    at,
    entry.operation ?? null,
    entry.kind ?? null,
    entry.outcome ?? null,
    entry.patientId ?? null,
    [...(entry.patientIds ?? [])],
    entry.query === undefined || entry.query === null ? null : JSON.stringify(entry.query),
    entry.userAgent ?? null,
    entry.actingTeamMemberId ?? null,
    entry.reportedIp ?? null,
  ];
}

/**
 * Appends entries to the audit log in one statement (all or none), each with the instant it was
 * recorded at.
 *
 * @example
 * await insertAuditRows(db, [{ entry, at: clock.now() }]);
 */
export async function insertAuditRows(db: Queryable, rows: readonly { entry: AuditEntry; at: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((_, row) => `(${Array.from({ length: auditColumnCount }, (__, column) => `$${row * auditColumnCount + column + 1}`).join(', ')})`);
  await db.query(
    `insert into audit_log (${auditColumns}) values ${values.join(', ')}`,
    rows.flatMap(({ entry, at }) => auditRowValues(entry, at)),
  );
}

/**
 * Appends one entry to the audit log (sign-ins, failures, password changes, logouts, and every
 * read and write of patient data). The table is append-only (migration 0017).
 *
 * @example
 * await recordAudit(db, clock, { userId: 3, action: 'logout', ip: call.ip });
 */
export async function recordAudit(db: Queryable, clock: Clock, entry: AuditEntry): Promise<void> {
  await insertAuditRows(db, [{ entry, at: clock.now() }]);
}
