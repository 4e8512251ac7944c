import { TextInput } from '@mantine/core';
import type { FilterWidgetProps } from './filterWidget';

/**
 * A date picker (the browser's calendar) whose filter value is the day as `YYYY-MM-DD` (the
 * request's `format: date`); clearing it means no filter.
 */
export function IsoDateFilter({ field, label, value, onChange, placeholder }: FilterWidgetProps) {
  return (
    <TextInput
      id={`filter-${field}`}
      type="date"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={200}
    />
  );
}
