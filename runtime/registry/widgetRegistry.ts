import { DateFilter } from '../list/filters/DateFilter';
import type { FilterWidget } from '../list/filters/filterWidget';
import { PhoneFilter } from '../list/filters/PhoneFilter';
import { SearchFilter } from '../list/filters/SearchFilter';
import { SelectFilter } from '../list/filters/SelectFilter';
import { StateFilter } from '../list/filters/StateFilter';
import { textFilter } from '../list/filters/TextFilter';
// devices
import { IsoDateFilter } from '../list/filters/IsoDateFilter';
import { Registry } from './Registry';

/**
 * The widgets specs may name for list filters (`specs/catalog/registry.yaml`). A filter without
 * a widget is a select when it has options and a text input otherwise.
 */
export const widgetRegistry = new Registry<FilterWidget>('widget', {
  search: SearchFilter,
  select: SelectFilter,
  text: textFilter('text'),
  email: textFilter('email'),
  password: textFilter('password'),
  phone: PhoneFilter,
  date: DateFilter,
  state: StateFilter,
  // devices
  isoDate: IsoDateFilter,
});

/** The widget of a filter; throws naming the spec and the nearest name when unknown. */
export function resolveWidget(name: string | undefined, spec: string, hasOptions: boolean): FilterWidget {
  return widgetRegistry.resolve(name, { spec, fallback: hasOptions ? SelectFilter : textFilter('text') });
}
