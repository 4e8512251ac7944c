import type { Queryable } from '../../db/Database';
import { escapeLike } from '../../db/escapeLike';
import { listPage } from '../../http/listPage';
import type { RequestBody } from '../../http/RequestBody';
import type { ScopedCondition } from '../../security/scopedRows';
import type { components } from '../../../src/generated/api';

type ListRequest = RequestBody<'listPractices'>;
type SortField = components['schemas']['PracticeListSortField'];
export type PracticeListPage = components['schemas']['PracticeListPage'];
type PracticeRow = components['schemas']['PracticeListRow'];

/** The SQL each sortable column orders by. */
const sortExpressions: Record<SortField, string> = {
  name: 'p.name',
  npi: 'p.npi',
  specialty: 'p.specialty',
  'practice_type.name': 't.name',
  'address.city': 'a.city',
  'address.state': 'a.state',
  office_phone: 'ph.number',
};

interface RawRow {
  id: number;
  name: string;
  npi: string | null;
  specialty: string | null;
  practice_type_id: number;
  practice_type_name: string | null;
  line_1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  office_phone: string | null;
}

/**
 * One page of the practices that are not archived and lie in `scope` (`dataScope.practices`), filtered by name, sorted and counted in SQL:
 * by name unless the request orders otherwise ("Default ordering: practices by name"), ties
 * broken by name and id so that pages never overlap. Each row carries the practice's type (named
 * by the practice_type list), its current address (the last one) and its Office Phone.
 *
 * @example
 * const page = await listPracticesQuery(db, { limit: 20, page: 1, search: { name: 'lake' } }, call.scoped.practices);
 */
export async function listPracticesQuery(db: Queryable, request: ListRequest, scope: ScopedCondition<'practices'>): Promise<PracticeListPage> {
  const limit = request.limit ?? 20;
  const page = request.page ?? 1;
  const params: unknown[] = [];
  const where: string[] = ['not p.archived', scope.where('p', params)];
  const name = request.search?.name?.trim();
  if (name) {
    params.push(escapeLike(name.toLowerCase()));
    where.push(`lower(p.name) like '%' || $${params.length} || '%'`);
  }
  const whereSql = where.join(' and ');
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from practices p where ${whereSql}`,
    params,
  );
  const total = counted?.total ?? 0;

  const field: SortField = request.order_by?.field ?? 'name';
  const direction = request.order_by?.direction === 'desc' ? 'desc' : 'asc';
  const tieBreak = field === 'name' ? `p.id ${direction}` : 'p.name, p.id';
  params.push(limit, (page - 1) * limit);
  const rows = await db.query<RawRow>(
    `select p.id, p.name, p.npi, p.specialty, p.practice_type_id, t.name as practice_type_name,
            a.line_1, a.city, a.state, a.zip_code, ph.number as office_phone
     from practices p
     left join practice_types t on t.id = p.practice_type_id
     left join lateral (
       select line_1, city, state, zip_code from practice_addresses
       where practice_id = p.id order by id desc limit 1
     ) a on true
     left join lateral (
       select number from practice_phone_numbers
       where practice_id = p.id and name = 'Office Phone' order by id desc limit 1
     ) ph on true
     where ${whereSql}
     order by ${sortExpressions[field]} ${direction} nulls last, ${tieBreak}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return listPage(rows.map(toListRow), { page, limit, total });
}

function toListRow(row: RawRow): PracticeRow {
  return {
    id: row.id,
    name: row.name,
    npi: row.npi,
    specialty: row.specialty,
    practice_type: { id: row.practice_type_id, name: row.practice_type_name },
    address:
      row.line_1 === null || row.city === null
        ? null
        : { line_1: row.line_1, city: row.city, state: row.state, zip_code: row.zip_code },
    office_phone: row.office_phone,
  };
}
