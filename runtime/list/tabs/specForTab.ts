import type { ListFiltersAt, ListPaging } from '../../../src/generated/compiled-types';
import type { ListSpec } from '../../core/listSpec';

type TabOption = NonNullable<ListSpec['tabs']>['options'][number];

/** A tab option naming its own operation, with the wire shape the compiler read from it. */
interface OperationTab {
  operation: NonNullable<TabOption['operation']>;
  paging: ListPaging;
  filtersAt: ListFiltersAt;
}

function operationTab(option: TabOption | undefined): OperationTab | undefined {
  if (option?.operation === undefined || option.paging === undefined || option.filtersAt === undefined) return undefined;
  return { operation: option.operation, paging: option.paging, filtersAt: option.filtersAt };
}

/** Whether the list's tabs switch the operation (any tab names one): the tab field is then never sent. */
export function tabsSwitchOperation(spec: Pick<ListSpec, 'tabs'>): boolean {
  return spec.tabs?.options.some((option) => option.operation !== undefined) ?? false;
}

/**
 * The list as it is under the open tab `tab`: a tab that names its own `operation` supplies the
 * rows (its wire shape compiled from it; the tab field is then not sent, as the operation itself
 * says which rows), a column with `tabs` shows only under those tabs, and a `readOnly` tab has no
 * row actions, selection or reorder. A list without tabs is returned as it is.
 *
 * @example
 * specForTab(assignments, 'completed').source.operation; // 'listCompletedTemplatePatients'
 */
export function specForTab(spec: ListSpec, tab: string | undefined): ListSpec {
  const tabs = spec.tabs;
  if (tabs === undefined) return spec;
  const open = tabs.options.find((option) => option.value === tab) ?? tabs.options[0];
  const value = open?.value;
  const columns = spec.columns.filter((column) => column.tabs === undefined || (value !== undefined && column.tabs.includes(value)));
  let next: ListSpec = columns.length === spec.columns.length ? spec : { ...spec, columns };
  if (tabsSwitchOperation(spec)) {
    const switched = operationTab(open);
    const base = spec.source;
    if (switched !== undefined && base.operation !== undefined && 'access' in base) {
      next = { ...next, source: { ...base, operation: switched.operation, paging: switched.paging, filtersAt: switched.filtersAt } };
    }
  }
  if (open?.readOnly === true) {
    const { rowActions: _rowActions, selection: _selection, reorder: _reorder, ...rest } = next;
    next = rest;
  }
  return next;
}
