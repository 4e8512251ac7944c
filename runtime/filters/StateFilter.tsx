import type { FilterWidgetProps } from './filterWidget';
import { SelectFilter } from './SelectFilter';
import { usStates } from './usStates';

/** A US state choice: 50 states and DC ([state-choices]), after the spec's "all" option if any. */
export function StateFilter(props: FilterWidgetProps) {
  return <SelectFilter {...props} options={[...props.options, ...usStates]} />;
}
