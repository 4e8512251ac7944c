import type { Database } from '../../db/Database';
import type { OperationHandler, OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';

type LookupQuery = RequestBody<'queryPeriodTypes'>;

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
  const handlers: OperationHandlers = {};
  for (const [operationId, source] of Object.entries(lookupSources)) {
    const handler: OperationHandler = async (call) => {
      const query = call.body as LookupQuery;
      const params: unknown[] = [];
      const where: string[] = [];
      const columns = source.columns.split(', ');
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
      return db.query(
        `select ${source.columns} from ${source.table}
         ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
         order by ${orderField} ${direction}, id ${paging}`,
        params,
      );
    };
    handlers[operationId as keyof typeof lookupSources] = handler;
  }
  return handlers;
}
