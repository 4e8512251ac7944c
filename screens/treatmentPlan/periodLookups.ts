import type { FilterOption } from '../../runtime/filters/filterWidget';
import { useLookupOptions } from '../../runtime/form/useLookupOptions';
import { callOperation } from '../../runtime/api/callOperation';

/** One option of a period's type or direction select. */
export type LookupOption = FilterOption;

/**
 * The period types (Assisted, Active, Passive, Resistance, Rest; [period-types]) and directions
 * (Forward 1, Backward 2; [period-direction-ids]) from the catalogue's lookups
 * `periodTypes` (period_type/query) and `periodDirections` (period_direction/query).
 */
export function usePeriodLookups(): { typeOptions: LookupOption[]; directionOptions: LookupOption[] } {
  return {
    typeOptions: useLookupOptions('periodTypes', callOperation),
    directionOptions: useLookupOptions('periodDirections', callOperation),
  };
}

/** The label of a lookup value, or the value itself while the lookup loads. */
export function optionLabel(options: readonly LookupOption[], value: number): string {
  return options.find((option) => option.value === String(value))?.label ?? String(value);
}
