import { constants } from '../../src/generated/catalog';
import type { ListQuery } from './listQuery';
import type { ListOrder } from '../../src/generated/spec-types';
import type { ListSpec } from './listSpec';

/** The body of a paged list call (ARCHITECTURE.md, "Paged lists"). */
export interface ListRequest {
  limit: number;
  page: number;
  order_by?: ListOrder;
  search: Record<string, string | number>;
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
  for (const filter of spec.filters ?? []) {
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
