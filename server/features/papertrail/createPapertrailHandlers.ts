import openapi from '../../../src/generated/openapi.json' with { type: 'json' };
import { auditActionLabel } from '../../audit/auditActionLabel';
import type { Clock } from '../../clock/Clock';
import type { AuditWriter } from '../../audit/auditWriter';
import type { Database } from '../../db/Database';
import { listPage } from '../../http/listPage';
import type { OperationHandlers } from '../../http/OperationHandler';
import { auditPeriod } from './auditPeriod';
import { auditQueryInWords } from './auditQueryInWords';
import { papertrailMessages } from './papertrailMessages';

const sortable = { created_at: 'a.created_at', action: 'a.action', username: 'lower(u.username)' } as const;

/** The summary of each operation of specs/api, which the viewer shows as the call an entry records. */
const operationSummaries = new Map<string, string>(
  Object.values(openapi.paths as Record<string, Record<string, { operationId?: string; summary?: string }>>)
    .flatMap((item) => Object.values(item))
    .filter((operation) => typeof operation.operationId === 'string' && typeof operation.summary === 'string')
    .map((operation) => [operation.operationId as string, operation.summary as string]),
);

/** How many Patient IDs an entry of a list or a search names before "and N more". */
const patientsNamed = 5;

interface AuditRow {
  id: string | number;
  created_at: Date | string;
  action: string;
  username: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  ip: string | null;
  reported_ip: string | null;
  user_agent: string | null;
  detail: unknown;
  operation: string | null;
  outcome: 'ok' | 'denied' | null;
  patient_id: string | number | null;
  patient_count: number;
  patient_identifiers: string[] | null;
  patient_identifier: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  query: unknown;
  acting_first_name: string | null;
  acting_last_name: string | null;
}

/**
 * The log viewer's call (/papertrail): one page of the audit log (server/audit/recordAudit.ts) of
 * the chosen period, newest first, each entry with its readable label (catalogue `auditActions`),
 * the user's name, the patient (Patient ID and name; the viewer is the super admin's, who may see
 * every patient), the query in words, the address and the separately reported address.
 *
 * @example
 * operations.register(app, 'papertrail', { ...createPapertrailHandlers(db, clock) });
 */
export function createPapertrailHandlers(db: Database, clock: Clock, auditWrites?: Pick<AuditWriter, 'flush'>): OperationHandlers {
  return {
    async queryAuditLog(call) {
      // The entries of calls answered a moment ago may still be queued: the viewer shows them.
      await auditWrites?.flush();
      const body = call.body;
      const limit = body.limit ?? 20;
      const page = body.page ?? 1;
      const { from, to } = auditPeriod((body.search?.period ?? 'currentWeek'), clock.now());
      const field = sortable[body.order_by?.field ?? 'created_at'];
      const direction = (body.order_by?.direction ?? 'desc') === 'asc' ? 'asc' : 'desc';
      const where = 'a.created_at >= $1 and a.created_at < $2';
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from audit_log a where ${where}`, [from, to]);
      const rows = await db.query<AuditRow>(
        `select a.id, a.created_at, a.action, u.username, u.first_name as user_first_name, u.last_name as user_last_name,
                a.ip, a.reported_ip, a.user_agent, a.detail, a.operation, a.outcome, a.patient_id, a.query,
                cardinality(a.patient_ids)::int as patient_count,
                (select array_agg(np.identifier::text order by x.ord) from unnest(a.patient_ids[1:${patientsNamed}]) with ordinality as x(pid, ord)
                   join patients np on np.id = x.pid) as patient_identifiers,
                p.identifier::text as patient_identifier, p.first_name as patient_first_name, p.last_name as patient_last_name,
                m.first_name as acting_first_name, m.last_name as acting_last_name
           from audit_log a
           left join users u on u.id = a.user_id
           left join patients p on p.id = a.patient_id
           left join practice_team_members m on m.id = a.acting_team_member_id
          where ${where} order by ${field} ${direction}, a.id desc limit $3 offset $4`,
        [from, to, limit, (page - 1) * limit],
      );
      return listPage(rows.map(entryOf), { page, limit, total: count?.total ?? 0 });
    },
  };
}

function entryOf(row: AuditRow) {
  const userName = [row.user_first_name, row.user_last_name].filter((part) => part).join(' ');
  const acting = [row.acting_first_name, row.acting_last_name].filter((part) => part).join(' ');
  return {
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    action: row.action,
    action_label: auditActionLabel(row.action),
    username: row.username,
    user_name: userNameOf(row.username, userName, acting),
    ip: row.ip,
    reported_ip: row.reported_ip,
    user_agent: row.user_agent,
    operation: row.operation,
    operation_summary: row.operation === null ? null : (operationSummaries.get(row.operation) ?? row.operation),
    outcome: row.outcome,
    patient_id: row.patient_id === null ? null : Number(row.patient_id),
    patient: patientOf(row),
    query: row.query === null ? null : auditQueryInWords(typeof row.query === 'string' ? JSON.parse(row.query) : row.query) || papertrailMessages.noFilter,
    detail: typeof row.detail === 'string' ? row.detail : JSON.stringify(row.detail ?? {}),
  };
}

/** The user as the viewer shows them: name and username, and the member a super user acted as. */
function userNameOf(username: string | null, name: string, acting: string): string | null {
  if (username === null) return null;
  const user = name ? papertrailMessages.nameAndUsername(name, username) : username;
  return acting ? papertrailMessages.actingAs(user, acting) : user;
}

/** The patient of an entry in words: one patient by Patient ID and name, several by their Patient IDs. */
function patientOf(row: AuditRow): string | null {
  if (row.patient_identifier !== null) {
    return papertrailMessages.onePatient(row.patient_identifier, `${row.patient_last_name ?? ''}, ${row.patient_first_name ?? ''}`);
  }
  if (row.patient_id !== null) return papertrailMessages.unknownPatient(Number(row.patient_id));
  if (row.patient_count === 0) return null;
  return papertrailMessages.manyPatients(row.patient_count, row.patient_identifiers ?? [], Math.max(0, row.patient_count - patientsNamed));
}
