import { DateFilter } from '../filters/DateFilter';
import type { FilterWidget } from '../filters/filterWidget';
import { PhoneFilter } from '../filters/PhoneFilter';
import { SearchFilter } from '../filters/SearchFilter';
import { SelectFilter } from '../filters/SelectFilter';
import { StateFilter } from '../filters/StateFilter';
import { textFilter } from '../filters/TextFilter';
// devices
import { IsoDateFilter } from '../filters/IsoDateFilter';
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
