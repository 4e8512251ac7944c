import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';
import type { ScopedCondition } from '../../security/scopedRows';
import type { SearchTerm } from './searchTermProblems';

export type SearchModel = components['schemas']['SearchModel'];
export type SearchPage = components['schemas']['SearchPage'];
type SearchResult = components['schemas']['SearchResult'];

/** Device type ids of document 1, section 3, whose serials a patient result shows. */
const deviceTypes = { portableConnect: 1, accuAngle: 4, accumotionThigh: 9, accumotionCalf: 10 } as const;

/** The rows the caller may find, by resource (`dataScope` of specs/access.yaml). */
export interface SearchScope {
  patients: ScopedCondition<'patients'>;
  teamMembers: ScopedCondition<'teamMembers'>;
  practices: ScopedCondition<'practices'>;
}

export interface SearchRequest {
  model: SearchModel;
  term: SearchTerm;
  page: number;
  limit: number;
}

/** A SQL where clause with its parameters, numbered from `$1`. */
class Conditions {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  add(condition: string, ...values: unknown[]): void {
    let sql = condition;
    for (const value of values) {
      this.params.push(value);
      sql = sql.replace('?', `$${this.params.length}`);
    }
    this.where.push(sql);
  }
  startsWith(column: string, text: string | null | undefined): void {
    const value = text?.trim();
    if (value) this.add(`lower(${column}) like ? || '%'`, escapeLike(value.toLowerCase()));
  }
  /** The rows of `alias` within the operation's scoped rows of a resource (`call.scoped`). */
  scoped(scope: ScopedCondition<'patients' | 'teamMembers' | 'practices'>, alias: string): void {
    this.where.push(scope.where(alias, this.params));
  }
  sql(): string {
    return this.where.join(' and ');
  }
}

const lastName = (term: SearchTerm) => (typeof term === 'string' ? term : term.last_name);
const firstName = (term: SearchTerm) => (typeof term === 'string' ? null : (term.first_name ?? null));
const text = (term: SearchTerm) => (typeof term === 'string' ? term : term.last_name).trim();

const emptyResult: Omit<SearchResult, 'id' | 'model_type'> = {
  last_name: null,
  first_name: null,
  identifier: null,
  email_address: null,
  patient_status: null,
  surgeon_name: null,
  portable_connect: null,
  accu_angle: null,
  accumotion_thigh: null,
  accumotion_calf: null,
  npi: null,
  role_name: null,
  practice_name: null,
};

function deviceSerial(alias: string, typeId: number): string {
  return `(select d.serial_number from patient_devices d where d.patient_id = p.id and d.device_type_id = ${typeId} order by d.id desc limit 1) as ${alias}`;
}

async function searchPatients(db: Queryable, scope: SearchScope, request: SearchRequest): Promise<{ rows: SearchResult[]; total: number }> {
  const c = new Conditions();
  c.add('not p.archived');
  c.scoped(scope.patients, 'p');
  if (request.model === 'patient_name') {
    c.startsWith('p.last_name', lastName(request.term));
    c.startsWith('p.first_name', firstName(request.term));
  } else if (request.model === 'patient_identifier') {
    c.add("p.identifier like ? || '%'", escapeLike(text(request.term)));
  } else {
    c.add(
      `exists (select 1 from patient_devices d where d.patient_id = p.id and d.device_type_id = ${deviceTypes.portableConnect}
               and lower(d.serial_number) like ? || '%')`,
      escapeLike(text(request.term).toLowerCase()),
    );
  }
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from patients p where ${c.sql()}`, c.params);
  const params = [...c.params, request.limit, (request.page - 1) * request.limit];
  // The matches are found through the name, identifier or serial indexes first and only then
  // sorted: ordering the whole table by name and filtering as it goes (the planner's choice for a
  // plain query, as it underestimates a prefix match) read tens of thousands of rows per page.
  const rows = await db.query<SearchResult & { id: number }>(
    `with matches as materialized (select p.id, p.last_name, p.first_name from patients p where ${c.sql()}),
          page as (select id from matches order by last_name, first_name, id limit $${params.length - 1} offset $${params.length})
     select p.id, 'patient' as model_type, p.last_name, p.first_name, p.identifier, p.email as email_address,
            st.name as patient_status,
            nullif(trim(coalesce(sg.prefix || ' ', '') || coalesce(sg.first_name, '') || ' ' || coalesce(sg.last_name, '')), '') as surgeon_name,
            ${deviceSerial('portable_connect', deviceTypes.portableConnect)},
            ${deviceSerial('accu_angle', deviceTypes.accuAngle)},
            ${deviceSerial('accumotion_thigh', deviceTypes.accumotionThigh)},
            ${deviceSerial('accumotion_calf', deviceTypes.accumotionCalf)},
            null as npi, null as role_name, pr.name as practice_name
     from page
     join patients p on p.id = page.id
     left join patient_statuses st on st.id = p.status_id
     left join practice_team_members sg on sg.id = p.surgeon_id
     left join practices pr on pr.id = p.practice_id
     order by p.last_name, p.first_name, p.id`,
    params,
  );
  return { rows: rows.map((row) => ({ ...emptyResult, ...row })), total: counted?.total ?? 0 };
}

async function searchTeamMembers(db: Queryable, scope: SearchScope, request: SearchRequest): Promise<{ rows: SearchResult[]; total: number }> {
  const c = new Conditions();
  c.add('not m.archived');
  c.scoped(scope.teamMembers, 'm');
  c.startsWith('m.last_name', lastName(request.term));
  c.startsWith('m.first_name', firstName(request.term));
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from practice_team_members m where ${c.sql()}`, c.params);
  const params = [...c.params, request.limit, (request.page - 1) * request.limit];
  const rows = await db.query<SearchResult>(
    `select m.id, 'practice_team_member' as model_type, m.last_name, m.first_name, m.email as email_address,
            m.npi, r.name as role_name, pr.name as practice_name
     from practice_team_members m
     join user_roles r on r.id = m.role_id
     join practices pr on pr.id = m.practice_id
     where ${c.sql()}
     order by m.last_name, m.first_name, m.id
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { rows: rows.map((row) => ({ ...emptyResult, ...row })), total: counted?.total ?? 0 };
}

async function searchPractices(db: Queryable, scope: SearchScope, request: SearchRequest): Promise<{ rows: SearchResult[]; total: number }> {
  const c = new Conditions();
  c.add('not pr.archived');
  c.scoped(scope.practices, 'pr');
  c.add("lower(pr.name) like '%' || ? || '%'", escapeLike(text(request.term).toLowerCase()));
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from practices pr where ${c.sql()}`, c.params);
  const params = [...c.params, request.limit, (request.page - 1) * request.limit];
  const rows = await db.query<SearchResult>(
    `select pr.id, 'practice' as model_type, pr.npi, pr.name as practice_name
     from practices pr
     where ${c.sql()}
     order by pr.name, pr.id
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { rows: rows.map((row) => ({ ...emptyResult, ...row })), total: counted?.total ?? 0 };
}

/**
 * One page of asset-search results (POST search) within the caller's scope, in the
 * `current_page`/`last_page` shape ([search-call]): patients by last and first name (their
 * starts), by PortableConnect serial or by Patient ID (its start); team members by last and first
 * name; practices by a part of their name. Each result names its `model_type` and carries the
 * fields of its kind ([search-result-model-types]); the rest are null.
 *
 * @example
 * await searchAssetsQuery(db, { patients: {} }, { model: 'patient_name', term: { last_name: 'smi' }, page: 1, limit: 20 });
 */
export async function searchAssetsQuery(db: Queryable, scope: SearchScope, request: SearchRequest): Promise<SearchPage> {
  const found =
    request.model === 'practice'
      ? await searchPractices(db, scope, request)
      : request.model === 'practice_team_member'
        ? await searchTeamMembers(db, scope, request)
        : await searchPatients(db, scope, request);
  return {
    data: found.rows,
    current_page: request.page,
    last_page: Math.max(1, Math.ceil(found.total / request.limit)),
    total: found.total,
  };
}
