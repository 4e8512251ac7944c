// The one data-scope helper of the server: `dataScope` of specs/access.yaml (compiled into
// `dataScopes` of src/generated/access.ts) turned into the rows a caller sees and into SQL. Every
// list, detail, update and delete of a scoped resource asks here; no handler decides scope by
// role id.
import {
  dataScopes,
  isAllowed,
  type DataScopeCase,
  type DataScopeResource,
  type ScopeValue,
} from '../../src/generated/access';
import type { Queryable } from '../db/Database';
import { accessSubjectOf } from '../session/accessSubjectOf';
import type { UserProfile } from '../session/UserProfile';

/** A column's condition once the caller is known: an id, or a set of role ids. */
export type ColumnCondition =
  number | { readonly in: readonly number[] } | { readonly notIn: readonly number[] };

/** The rows of a resource a caller sees: every row, none, or those whose columns ALL match. */
export type RowScope = 'all' | 'none' | Readonly<Record<string, ColumnCondition>>;

/** The data-scoped resources that name a table and the cases that limit it (not `all`, not `through`). */
export type ScopedTableResource = {
  [K in DataScopeResource]: (typeof dataScopes)[K] extends { readonly cases: unknown } ? K : never;
}[DataScopeResource];

/** The resources seen through another (a plan through its patient): `through` of specs/access.yaml. */
export type ThroughScopedResource = {
  [K in DataScopeResource]: (typeof dataScopes)[K] extends { readonly through: unknown } ? K : never;
}[DataScopeResource];

/** The resources whose own rows `rowScope` describes by column conditions. */
export type ColumnScopedResource = Exclude<DataScopeResource, ThroughScopedResource>;

/** Whether `resource` is scoped by its own columns (not seen through another resource). */
export function isColumnScoped(resource: DataScopeResource): resource is ColumnScopedResource {
  const scope: 'all' | object = dataScopes[resource];
  return scope === 'all' || !('through' in scope);
}

function caseHolds(when: DataScopeCase['when'], profile: UserProfile): boolean {
  const { practiceTypes, teamRoleIds, lacking, ...rule } = when;
  if (Object.keys(rule).length > 0 && !isAllowed(rule, accessSubjectOf(profile))) return false;
  if (practiceTypes && !practiceTypes.includes(profile.practice?.practice_type_id ?? -1)) return false;
  if (teamRoleIds && !teamRoleIds.includes(profile.teamMember?.role_type ?? -1)) return false;
  if (lacking?.some((permission) => profile.permissions.includes(permission))) return false;
  return true;
}

function callerValue(value: ScopeValue, profile: UserProfile): ColumnCondition | undefined {
  if (value === 'practice') return profile.practice?.id;
  if (value === 'teamMember') return profile.teamMember?.id;
  if (value === 'user') return profile.user.id;
  return value;
}

/**
 * The rows of `resource` that `profile` sees: the first case of its `dataScope` whose `when`
 * holds; none when no case holds, nobody is signed in, or a case needs a fact the caller lacks
 * (a team member, a practice).
 *
 * @example
 * rowScope(surgeonProfile, 'patients'); // { practice_id: 3, surgeon_id: 12 }
 * rowScope(superAdminProfile, 'practices'); // 'all'
 */
export function rowScope(profile: UserProfile | null | undefined, resource: ColumnScopedResource): RowScope {
  const scope: 'all' | { readonly cases: readonly DataScopeCase[] } = dataScopes[resource];
  if (!profile) return 'none';
  if (scope === 'all') return 'all';
  const matched = scope.cases.find((scopeCase) => caseHolds(scopeCase.when, profile));
  if (!matched || matched.rows === 'none') return 'none';
  if (matched.rows === 'all') return 'all';
  const columns: Record<string, ColumnCondition> = {};
  for (const [column, value] of Object.entries(matched.rows)) {
    const condition = callerValue(value, profile);
    if (condition === undefined) return 'none';
    columns[column] = condition;
  }
  return columns;
}

/**
 * `scope` as a SQL condition on the rows of `alias`, its values appended to `params` as
 * placeholders (`$n`), so it joins any query's other conditions with `and`.
 *
 * @example
 * const params: unknown[] = [];
 * scopeSql({ practice_id: 3, surgeon_id: 12 }, 'p', params); // '(p.practice_id = $1 and p.surgeon_id = $2)'
 */
export function scopeSql(scope: RowScope, alias: string, params: unknown[]): string {
  if (scope === 'all') return 'true';
  if (scope === 'none') return 'false';
  const parts = Object.entries(scope).map(([column, condition]) => {
    const target = `${alias}.${column}`;
    if (typeof condition === 'number') {
      params.push(condition);
      return `${target} = $${String(params.length)}`;
    }
    const ids = 'in' in condition ? condition.in : condition.notIn;
    params.push(ids);
    const any = `${target} = any($${String(params.length)}::int[])`;
    return 'in' in condition ? any : `not (${any})`;
  });
  return `(${parts.join(' and ')})`;
}

/**
 * Whether one row lies within `scope`: the same conditions `scopeSql` writes, for a row already
 * loaded (a search result, a row read for another reason).
 *
 * @example
 * withinScope({ practice_id: 3 }, { practice_id: 4 }); // false
 */
export function withinScope(scope: RowScope, row: Readonly<Record<string, unknown>>): boolean {
  if (scope === 'all') return true;
  if (scope === 'none') return false;
  return Object.entries(scope).every(([column, condition]) => {
    const value = row[column];
    if (typeof condition === 'number') return value === condition;
    const ids: readonly unknown[] = 'in' in condition ? condition.in : condition.notIn;
    return 'in' in condition ? ids.includes(value) : !ids.includes(value);
  });
}

/** How `findInScope` reads the row. */
export interface FindInScopeOptions {
  /** The columns to read (SQL, of the resource's table); `id` by default. */
  columns?: string;
  /** Lock the row for an update in the caller's transaction. */
  forUpdate?: boolean;
}

/**
 * The live (not archived) row `id` of `resource` when `profile` may see it, else undefined: the
 * one lookup of detail, update and delete, so that a row out of scope and a row that does not
 * exist are answered alike by the handler (404).
 *
 * @example
 * const practice = await findInScope(db, call.profile, 'practices', id);
 * if (!practice) throw notFound();
 */
export async function findInScope<Row extends object = { id: number }>(
  db: Queryable,
  profile: UserProfile | null | undefined,
  resource: ScopedTableResource,
  id: number,
  options: FindInScopeOptions = {},
): Promise<Row | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const params: unknown[] = [id];
  const condition = scopeSql(rowScope(profile, resource), 'r', params);
  const [row] = await db.query<Row>(
    `select ${options.columns ?? 'r.id'} from ${dataScopes[resource].table} r
     where r.id = $1 and not r.archived and ${condition} ${options.forUpdate ? 'for update' : ''}`,
    params,
  );
  return row;
}

/**
 * The SQL condition on rows of `alias` (of a `through` resource's table) that `profile` sees: the
 * row its column names is live (not archived) and within that resource's own scope, so a plan is
 * visible exactly when its patient is. Values are appended to `params`.
 *
 * @example
 * const params: unknown[] = [];
 * throughScopeSql(profile, 'treatmentPlans', 'tp', params);
 * // 'exists (select 1 from patients s where s.id = tp.patient_id and not s.archived and (s.practice_id = $1))'
 */
export function throughScopeSql(
  profile: UserProfile | null | undefined,
  resource: ThroughScopedResource,
  alias: string,
  params: unknown[],
): string {
  const { through } = dataScopes[resource];
  const parent = dataScopes[through.resource];
  const condition = scopeSql(rowScope(profile, through.resource), 's', params);
  return `exists (select 1 from ${parent.table} s where s.id = ${alias}.${through.column} and not s.archived and ${condition})`;
}

/**
 * The row `id` of a `through` resource when `profile` may see it, else undefined (answered 404 by
 * the handler, like a missing row).
 *
 * @example
 * const plan = await findThroughScope<{ id: number; patient_id: number }>(db, profile, 'treatmentPlans', 9, { columns: 'r.id, r.patient_id' });
 */
export async function findThroughScope<Row extends object = { id: number }>(
  db: Queryable,
  profile: UserProfile | null | undefined,
  resource: ThroughScopedResource,
  id: number,
  options: FindInScopeOptions = {},
): Promise<Row | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const params: unknown[] = [id];
  const condition = throughScopeSql(profile, resource, 'r', params);
  const [row] = await db.query<Row>(
    `select ${options.columns ?? 'r.id'} from ${dataScopes[resource].table} r
     where r.id = $1 and ${condition} ${options.forUpdate ? 'for update of r' : ''}`,
    params,
  );
  return row;
}
