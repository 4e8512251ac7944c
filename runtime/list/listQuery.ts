import type { ListOrder } from '../../src/generated/spec-types';
import type { ListSpec } from '../core/listSpec';

/** The state of a list screen that lives in the URL query, so reload and back keep it. */
export interface ListQuery {
  /** Filter values by field; '' means "no filter". */
  filters: Record<string, string>;
  page: number;
  order: ListOrder | undefined;
}

// Query keys of the list's own state; filters use their field names.
const pageKey = 'page';
const sortKey = 'sort';
const directionKey = 'dir';

/** A filter's value until the user picks another: its spec default, or '' for no filter. */
export function defaultFilterValue(filter: { default?: string | number | boolean }): string {
  return filter.default === undefined ? '' : String(filter.default);
}

/**
 * Reads the list's state from the URL query. Absent keys mean the spec's defaults, so a clean
 * URL shows the list as the spec describes it ([patient-list-default-filters], [patient-list-default-order]).
 */
export function readListQuery(params: URLSearchParams, spec: ListSpec): ListQuery {
  const filters: Record<string, string> = {};
  for (const filter of spec.filters ?? []) {
    filters[filter.field] = params.get(filter.field) ?? defaultFilterValue(filter);
  }
  // The open tab is a filter whose default is the first tab.
  if (spec.tabs !== undefined) filters[spec.tabs.field] = params.get(spec.tabs.field) ?? spec.tabs.options[0]?.value ?? '';
  const page = Number.parseInt(params.get(pageKey) ?? '1', 10);
  const sortField = params.get(sortKey);
  const sortable = spec.columns.some((column) => column.field === sortField && column.sortable === true);
  const order: ListOrder | undefined =
    sortField !== null && sortable ? { field: sortField, direction: params.get(directionKey) === 'desc' ? 'desc' : 'asc' } : spec.source.orderBy;
  return { filters, page: Number.isFinite(page) && page > 0 ? page : 1, order };
}

/** The query with one filter changed and the page back to 1 ([patient-list-filter-resets-page]). */
export function withFilter(params: URLSearchParams, spec: ListSpec, field: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const filter = spec.filters?.find((candidate) => candidate.field === field);
  const firstTab = spec.tabs?.field === field ? spec.tabs.options[0]?.value : undefined;
  // The default is left out of the URL; any other value (even '' = "all" over a default) is kept.
  if ((filter !== undefined && value === defaultFilterValue(filter)) || (firstTab !== undefined && value === firstTab)) next.delete(field);
  else next.set(field, value);
  next.delete(pageKey);
  return next;
}

/** The query showing another page. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(pageKey);
  else next.set(pageKey, String(page));
  return next;
}

/** The query with another sort order, back on page 1 because the old page means nothing now. */
export function withOrder(params: URLSearchParams, spec: ListSpec, order: ListOrder): URLSearchParams {
  const next = new URLSearchParams(params);
  const fallback = spec.source.orderBy;
  if (fallback !== undefined && fallback.field === order.field && fallback.direction === order.direction) {
    next.delete(sortKey);
    next.delete(directionKey);
  } else {
    next.set(sortKey, order.field);
    next.set(directionKey, order.direction);
  }
  next.delete(pageKey);
  return next;
}
