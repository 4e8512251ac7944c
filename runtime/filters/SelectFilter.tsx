import { Select } from '@mantine/core';
import type { FilterWidgetProps } from './filterWidget';

/** A dropdown of options; the spec's "all" option (value '') comes first and means no filter. */
export function SelectFilter({ field, label, value, onChange, options, placeholder }: FilterWidgetProps) {
  return (
    <Select
      id={`filter-${field}`}
      label={label}
      placeholder={placeholder}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={options.some((option) => option.value === value) ? value : null}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
