import { constants } from '../../src/generated/catalog';
import type { ListQuery } from './listQuery';
import type { ListOrder } from '../../src/generated/spec-types';
import type { ListSpec } from '../core/listSpec';
import { tabsSwitchOperation } from './tabs/specForTab';
import type { JsonObject } from '../api/jsonObject';

/** The body of a paged list call (ARCHITECTURE.md, "Paged lists"). */
export interface ListRequest {
  limit: number;
  page: number;
  order_by?: ListOrder;
  search: Record<string, string | number>;
}

/** The body sent for a list: the request, with the filters moved into the body itself when its operation takes them there (`filtersAt: body`). */
export type ListRequestBody = Omit<ListRequest, 'search'> & { search?: Record<string, string | number> } & JsonObject;

/**
 * The body a list call sends for `request`: its filters in `search`, or (`source.filtersAt: body`,
 * which the compiler reads from the operation in specs/api) as fields of the body; plus the fields
 * the spec's `source.params` take from the route's parameters (all-digit values as numbers).
 *
 * @example
 * listRequestBody({ ...spec, source: { ...spec.source, filtersAt: 'body', params: { patient_id: 'patientID' } } }, request, { patientID: '7' });
 * // { limit: 20, page: 1, status: 'Active', patient_id: 7 }
 */
export function listRequestBody(
  spec: ListSpec,
  request: ListRequest,
  routeParams: Readonly<Record<string, string | undefined>> = {},
): ListRequestBody {
  const source = spec.source;
  const fromRoute: Record<string, string | number> = {};
  for (const [field, param] of Object.entries(source.params ?? {})) {
    const value = routeParams[param];
    if (value !== undefined) fromRoute[field] = /^\d+$/.test(value) ? Number(value) : value;
  }
  if (source.operation === undefined || source.filtersAt !== 'body') return { ...request, ...fromRoute };
  const { search, ...rest } = request;
  return { ...rest, ...search, ...fromRoute };
}

// Option values travel through the URL as text; ids and status search values are numbers on
// the wire, so a select's all-digit value is sent as a number. Free text is never converted.
function wireValue(value: string, isChoice: boolean): string | number {
  return isChoice && /^-?\d+$/.test(value) ? Number(value) : value;
}

/**
 * The request for the list's current state: the spec's page size (20 unless it gives a usable one,
 * [default-list-limit]), the page, the order ([list-sorting]) and every filter that is set.
 *
 * @example
 * listRequest(patientListSpec, readListQuery(new URLSearchParams(), patientListSpec))
 * // { limit: 20, page: 1, order_by: { field: 'patient_last_name', direction: 'asc' }, search: { patient_status: 2 } }
 */
export function listRequest(spec: ListSpec, query: ListQuery): ListRequest {
  const search: Record<string, string | number> = {};
  // Tabs that switch the operation say which rows by the operation, not by a field.
  const tabs = spec.tabs === undefined || tabsSwitchOperation(spec) ? [] : [{ field: spec.tabs.field, widget: 'tabs' }];
  for (const filter of [...(spec.filters ?? []), ...tabs] as { field: string; widget: string; options?: unknown }[]) {
    const value = query.filters[filter.field] ?? '';
    if (value === '') continue;
    const isChoice = filter.options !== undefined || filter.widget === 'select';
    search[filter.field] = wireValue(value.trim(), isChoice);
  }
  return {
    // The schema requires a page size; a spec that gives a nonsensical one gets the default.
    limit: spec.source.pageSize > 0 ? spec.source.pageSize : constants.defaultListLimit,
    page: query.page,
    ...(query.order === undefined ? {} : { order_by: query.order }),
    search,
  };
}
