import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';
import { listPage } from '../../http/listPage';
import type { RequestBody } from '../../http/RequestBody';
import type { components } from '../../../src/generated/api';
import type { ScopedCondition } from '../../security/scopedRows';

type ListRequest = RequestBody<'listPatients'>;
type SortField = components['schemas']['PatientsSortField'];
export type PatientListPage = components['schemas']['PatientsListPage'];
type PatientRow = components['schemas']['PatientsListRow'];

// Adherence: completed sessions over the sessions due so far (one a day since the plan started,
// at most the plan's total), in percent. TODAY stands for the placeholder of today's date.
export const adherence = `case
  when s.plan_start_date is null or s.total_sessions = 0 or TODAY::date < s.plan_start_date then null
  else least(100, round(100.0 * s.completed_sessions / least(s.total_sessions, (TODAY::date - s.plan_start_date) + 1)))::int end`;

/** The SQL each sortable column orders by; the post-op day grows as the procedure date recedes. */
const sortExpressions: Record<SortField, string> = {
  patient_identifier: 'p.identifier',
  patient_first_name: 'p.first_name',
  patient_last_name: 'p.last_name',
  surgeon_name: 'sg.last_name',
  physical_therapist_name: 'pt.last_name',
  patient_procedure_procedure_name: 's.procedure_name',
  patient_procedure_post_op_day: '(TODAY::date - s.procedure_date)',
  pain: 's.pain',
  adherence,
  lastSession: 's.last_session_at',
};

/** A row of the list's select: the answer's own columns, and the rest as the summary holds them. */
interface RawRow
  extends Pick<
    PatientRow,
    | 'patient_id'
    | 'patient_identifier'
    | 'patient_first_name'
    | 'patient_last_name'
    | 'surgeon_id'
    | 'surgeon_name'
    | 'physical_therapist_id'
    | 'physical_therapist_name'
    | 'pain'
    | 'adherence'
  > {
  procedure_name: string | null;
  post_op_day: number | null;
  completed_sessions: number | null;
  total_sessions: number | null;
  extension: number | null;
  extension_previous: number | null;
  flexion: number | null;
  flexion_previous: number | null;
  last_session: number | null;
  status_id: number | null;
  status_name: string | null;
  status_search_value: number | null;
}

/**
 * One page of the patient list within `scope`, filtered, sorted and counted in SQL. The default
 * order (last name, first name, id) and the status filter follow the composite indexes of
 * migration 0002 so a page stays fast at 100000 patients. With `patientId` the page holds that
 * patient's row alone (the profile's Current Progress, getPatientProgress), computed exactly as
 * the list computes it.
 *
 * @example
 * const page = await listPatientsQuery(db, clock, call.scoped.patients, { search: { patient_status: 2 } });
 */
export async function listPatientsQuery(
  db: Queryable,
  clock: Clock,
  scope: ScopedCondition<'patients'>,
  request: ListRequest,
  patientId?: number,
): Promise<PatientListPage> {
  const limit = request.limit ?? 20;
  const page = request.page ?? 1;
  const params: unknown[] = [];
  const where: string[] = ['not p.archived'];
  const add = (condition: string, value: unknown): void => {
    params.push(value);
    where.push(condition.replace('?', `$${params.length}`));
  };
  where.push(scope.where('p', params));
  if (patientId !== undefined) add('p.id = ?', patientId);
  const search = request.search ?? {};
  let needsSummary = false;
  if (search.patient_last_name)
    add("lower(p.last_name) like ? || '%'", escapeLike(search.patient_last_name.toLowerCase()));
  if (search.surgeon_id) add('p.surgeon_id = ?', search.surgeon_id);
  if (search.physical_therapist_id) add('p.physical_therapist_id = ?', search.physical_therapist_id);
  if (search.dme_id) add('p.dme_id = ?', search.dme_id);
  if (search.patient_status !== null && search.patient_status !== undefined) {
    add('p.status_id = (select id from patient_statuses where search_value = ?)', search.patient_status);
  }
  if (search.procedure_id) {
    needsSummary = true;
    add('s.procedure_leg_type_id = ?', search.procedure_id);
  }
  if (search.procedure_type_id) {
    needsSummary = true;
    add('s.procedure_type_id = ?', search.procedure_type_id);
  }
  const whereSql = where.join(' and ');
  const field: SortField = request.order_by?.field ?? 'patient_last_name';
  const direction = request.order_by?.direction === 'desc' ? 'desc' : 'asc';
  const tieBreak =
    field === 'patient_last_name'
      ? `p.first_name ${direction}, p.id ${direction}`
      : `p.last_name, p.first_name, p.id`;

  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from patients p
     ${needsSummary ? 'left join patient_summaries s on s.patient_id = p.id' : ''}
     where ${whereSql}`,
    params,
  );
  const total = counted?.total ?? 0;
  params.push(clock.now().toISOString().slice(0, 10), limit, (page - 1) * limit);
  const today = `$${params.length - 2}`;
  const rows = await db.query<RawRow>(
    `select p.id as patient_id, p.identifier as patient_identifier, p.first_name as patient_first_name,
            p.last_name as patient_last_name,
            p.surgeon_id, trim(coalesce(sg.prefix || ' ', '') || sg.first_name || ' ' || sg.last_name) as surgeon_name,
            p.physical_therapist_id, trim(pt.first_name || ' ' || pt.last_name) as physical_therapist_name,
            s.procedure_name, (${today}::date - s.procedure_date) as post_op_day,
            s.completed_sessions, s.total_sessions, s.pain,
            s.extension, s.extension_previous, s.flexion, s.flexion_previous,
            ${adherence.replaceAll('TODAY', today)} as adherence,
            extract(epoch from s.last_session_at)::bigint::int as last_session,
            st.id as status_id, st.name as status_name, st.search_value as status_search_value
     from patients p
     left join patient_summaries s on s.patient_id = p.id
     left join practice_team_members sg on sg.id = p.surgeon_id
     left join practice_team_members pt on pt.id = p.physical_therapist_id
     left join patient_statuses st on st.id = p.status_id
     where ${whereSql}
     order by ${sortExpressions[field].replaceAll('TODAY', today)} ${direction} nulls last, ${tieBreak}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return listPage(rows.map(toListRow), { page, limit, total });
}

function toListRow(row: RawRow): PatientRow {
  return {
    patient_id: row.patient_id,
    patient_identifier: row.patient_identifier,
    patient_first_name: row.patient_first_name,
    patient_last_name: row.patient_last_name,
    surgeon_id: row.surgeon_id,
    surgeon_name: row.surgeon_name,
    physical_therapist_id: row.physical_therapist_id,
    physical_therapist_name: row.physical_therapist_name,
    patient_procedure_procedure_name: row.procedure_name,
    patient_procedure_post_op_day: row.post_op_day,
    completed_sessions: row.completed_sessions ?? 0,
    total_sessions: row.total_sessions ?? 0,
    patient_alert: row.pain !== null && row.pain > 6,
    pain: row.pain,
    extension: measure(row.extension, row.extension_previous),
    flexion: measure(row.flexion, row.flexion_previous),
    adherence: row.adherence,
    lastSession: row.last_session,
    patient_status:
      row.status_id === null
        ? null
        : { id: row.status_id, name: row.status_name ?? '', search_value: row.status_search_value ?? 0 },
  };
}

function measure(value: number | null, previous: number | null): PatientRow['extension'] {
  return {
    value,
    previous,
    progress: value !== null && previous !== null ? Math.round((value - previous) * 10) / 10 : null,
  };
}
