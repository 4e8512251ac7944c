import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';

/** What every lookup call may send (each operation's body is one of these). */
interface LookupQuery {
  search?: Record<string, string | number | boolean | null | undefined>;
  order_by?: { field?: string; direction?: string };
  limit?: number;
  page?: number;
}

type LookupSource = (typeof lookupSources)[keyof typeof lookupSources];

/** Which table (and which extra columns) each lookup operation lists. */
const lookupSources = {
  queryUserRoles: { table: 'user_roles', columns: 'id, name, key, is_super_user, user_role_type_id' },
  queryPermissions: { table: 'permissions', columns: 'id, name, key' },
  queryPracticeTypes: { table: 'practice_types', columns: 'id, name' },
  queryNotifications: { table: 'notification_types', columns: 'id, name' },
  queryPeriodDirections: { table: 'period_directions', columns: 'id, name' },
  queryPeriodTypes: { table: 'period_types', columns: 'id, name' },
  queryPatientStatusTypes: { table: 'patient_statuses', columns: 'id, name, search_value' },
  queryProcedureLegTypes: { table: 'procedure_leg_types', columns: 'id, name' },
  queryProcedureTypes: { table: 'procedure_types', columns: 'id, name' },
  queryPatientAppTypes: { table: 'patient_app_types', columns: 'id, name' },
  queryStudyGroups: { table: 'study_groups', columns: 'id, name' },
  queryPatientStudyGroupStatuses: { table: 'patient_study_group_statuses', columns: 'id, name' },
  // e-document links: the list of /admin/eDocumentLinks and the patient's Document Links dialog
  queryGeneralForms: { table: 'general_forms', columns: 'id, name, description, url' },
} as const;

/**
 * The lookup lists loaded after sign-in. Each answers the whole list (or one page of it when
 * `limit` is sent), ordered by id unless `order_by` says otherwise; `search.name` keeps names
 * containing that text and other `search` keys must equal the column of that name.
 *
 * @example
 * const handlers = createLookupHandlers(db);
 */
export function createLookupHandlers(db: Database): OperationHandlers {
  // Each list's row type is its operation's answer (inferred from the handler map).
  return {
    queryUserRoles: (call) => listLookup(db, lookupSources.queryUserRoles, call.body),
    queryPermissions: (call) => listLookup(db, lookupSources.queryPermissions, call.body),
    queryPracticeTypes: (call) => listLookup(db, lookupSources.queryPracticeTypes, call.body),
    queryNotifications: (call) => listLookup(db, lookupSources.queryNotifications, call.body),
    queryPeriodDirections: (call) => listLookup(db, lookupSources.queryPeriodDirections, call.body),
    queryPeriodTypes: (call) => listLookup(db, lookupSources.queryPeriodTypes, call.body),
    queryPatientStatusTypes: (call) => listLookup(db, lookupSources.queryPatientStatusTypes, call.body),
    queryProcedureLegTypes: (call) => listLookup(db, lookupSources.queryProcedureLegTypes, call.body),
    queryProcedureTypes: (call) => listLookup(db, lookupSources.queryProcedureTypes, call.body),
    queryPatientAppTypes: (call) => listLookup(db, lookupSources.queryPatientAppTypes, call.body),
    queryStudyGroups: (call) => listLookup(db, lookupSources.queryStudyGroups, call.body),
    queryPatientStudyGroupStatuses: (call) => listLookup(db, lookupSources.queryPatientStudyGroupStatuses, call.body),
    queryGeneralForms: (call) => listLookup(db, lookupSources.queryGeneralForms, call.body),
  };
}

/** One lookup list: the rows of `source` that `query` asks for, in its order and page. */
async function listLookup<Row>(db: Database, source: LookupSource, query: LookupQuery): Promise<Row[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const columns: readonly string[] = source.columns.split(', ');
  for (const [field, value] of Object.entries(query.search ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (!columns.includes(field)) continue;
    params.push(field === 'name' ? `%${String(value)}%` : value);
    where.push(field === 'name' ? `name ilike $${params.length}` : `${field}::text = $${params.length}::text`);
  }
  const orderField = query.order_by?.field ?? 'id';
  const direction = query.order_by?.direction === 'desc' ? 'desc' : 'asc';
  let paging = '';
  if (query.limit !== undefined) {
    params.push(query.limit, ((query.page ?? 1) - 1) * query.limit);
    paging = `limit $${params.length - 1} offset $${params.length}`;
  }
  return db.query<Row>(
    `select ${source.columns} from ${source.table}
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     order by ${orderField} ${direction}, id ${paging}`,
    params,
  );
}
