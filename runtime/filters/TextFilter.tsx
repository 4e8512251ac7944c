import { TextInput } from '@mantine/core';
import type { FilterWidget, FilterWidgetProps } from './filterWidget';

/**
 * A plain input of the given type (`text`, `email`, `password`) that filters on every change.
 *
 * @example
 * const EmailFilter = textFilter('email');
 */
export function textFilter(type: 'text' | 'email' | 'password'): FilterWidget {
  function TextFilter({ field, label, value, onChange, placeholder }: FilterWidgetProps) {
    return (
      <TextInput
        id={`filter-${field}`}
        type={type}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  TextFilter.displayName = `TextFilter(${type})`;
  return TextFilter;
}
