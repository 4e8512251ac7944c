// The rows of a data-scoped resource that one caller sees, as a handle the registrar builds for
// every resource an operation declares (`x-cadence-scope` in specs/api) and hands its handler as
// `call.scoped.<resource>`: a handler lists, reads, updates and deletes through it, so it cannot
// forget the scope, and the same scope holds in all four (dataScope of specs/access.yaml).
import { dataScopes, type DataScopeResource } from '../../src/generated/access';
import type { Queryable } from '../db/Database';
import type { UserProfile } from '../session/UserProfile';
import {
  findInScope,
  findThroughScope,
  isColumnScoped,
  rowScope,
  scopeSql,
  throughScopeSql,
  withinScope,
  type ColumnScopedResource,
  type RowScope,
  type ScopedTableResource,
  type ThroughScopedResource,
} from './dataScope';

/** How `find` reads the row. */
export interface ScopedFindOptions {
  /** The columns to read (SQL over the resource's table, aliased `r`); `r.id` by default. */
  columns?: string;
  /** Lock the row for an update or a delete in `db`'s transaction. */
  forUpdate?: boolean;
  /** Where to read: the open transaction of an update or a delete; the database by default. */
  db?: Queryable;
}

/** What every scoped resource offers: the condition a list query joins with `and`. */
export interface ScopedCondition<R extends DataScopeResource> {
  readonly resource: R;
  /**
   * The SQL condition on rows of `alias` (of the resource's table, or a table whose rows carry the
   * same columns) that the caller sees; its values are appended to `params` as `$n`.
   *
   * @example
   * const params: unknown[] = [];
   * `select id from patients p where not p.archived and ${call.scoped.patients.where('p', params)}`;
   */
  where(alias: string, params: unknown[]): string;
}

/** A resource with a table: its condition and the one lookup of detail, update and delete. */
export interface ScopedLookup<R extends DataScopeResource> extends ScopedCondition<R> {
  /**
   * The live row `id` when the caller may see it, else undefined: the handler answers 404, so a row
   * out of scope and a row that does not exist are answered alike.
   */
  find<Row extends object = { id: number }>(id: number, options?: ScopedFindOptions): Promise<Row | undefined>;
}

/** A resource scoped by its own columns: besides the lookup, the scope itself. */
export interface ColumnScopedRows<R extends DataScopeResource> extends ScopedLookup<R> {
  /** Which rows the caller sees: all, none, or those whose columns match. */
  readonly rows: RowScope;
  /** Whether a row already loaded (for another reason) lies within the scope. */
  contains(row: Readonly<Record<string, unknown>>): boolean;
}

/** The handle of resource `R` that the handler of an operation declaring it receives. */
export type ScopedRows<R extends DataScopeResource> = R extends ThroughScopedResource
  ? ScopedLookup<R>
  : R extends ScopedTableResource
    ? ColumnScopedRows<R>
    : ScopedCondition<R> & { readonly rows: 'all' | 'none'; contains(row: Readonly<Record<string, unknown>>): boolean };

/** The handles of the resources `R`, by name. */
export type ScopedResources<R extends DataScopeResource> = { readonly [K in R]: ScopedRows<K> };

/**
 * The handle of `resource` for `profile`, reading from `db` unless a call passes its transaction.
 * The registrar builds these; code outside a handler (the live channel) may build its own.
 *
 * @example
 * const patients = scopedRows(db, profile, 'patients');
 * const patient = await patients.find(42, { columns: 'r.id, r.practice_id' });
 */
export function scopedRows<R extends DataScopeResource>(db: Queryable, profile: UserProfile | null, resource: R): ScopedRows<R> {
  return buildScopedRows(db, profile, resource) as ScopedRows<R>;
}

function buildScopedRows(
  db: Queryable,
  profile: UserProfile | null,
  resource: DataScopeResource,
): ColumnScopedRows<DataScopeResource> | ScopedLookup<DataScopeResource> {
  if (!isColumnScoped(resource)) {
    const through = resource;
    return {
      resource,
      where: (alias, params) => throughScopeSql(profile, through, alias, params),
      find: (id, options = {}) => findThroughScope(options.db ?? db, profile, through, id, options),
    };
  }
  const columnScoped: ColumnScopedResource = resource;
  const rows = rowScope(profile, columnScoped);
  const hasTable = dataScopes[resource] !== 'all';
  return {
    resource,
    rows,
    where: (alias, params) => scopeSql(rows, alias, params),
    contains: (row) => withinScope(rows, row),
    find: (id, options = {}) => {
      if (!hasTable) throw new Error(`data-scope resource ${resource} has no table to find a row in`);
      return findInScope(options.db ?? db, profile, resource as ScopedTableResource, id, options);
    },
  };
}

/**
 * The handles of `resources` for one call, built lazily (a handler that does not touch one costs
 * nothing).
 *
 * @example
 * const scoped = scopedResources(db, profile, ['patients']);
 * await scoped.patients.find(42);
 */
export function scopedResources<R extends DataScopeResource>(
  db: Queryable,
  profile: UserProfile | null,
  resources: readonly R[],
): ScopedResources<R> {
  const handles = {} as Record<string, unknown>;
  for (const resource of resources) {
    let handle: unknown;
    Object.defineProperty(handles, resource, {
      enumerable: true,
      get: () => (handle ??= scopedRows(db, profile, resource)),
    });
  }
  return handles as ScopedResources<R>;
}
