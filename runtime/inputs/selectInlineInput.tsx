import { Select } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText } from './heldText';

function SelectInput({ id, label, value, onChange, options = [], placeholder, disabled, error }: InlineInputProps) {
  const text = heldText(value);
  return (
    <Select
      id={id}
      label={label}
      placeholder={placeholder}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={options.some((option) => option.value === text) ? text : null}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A dropdown of options; a filter's "all" option (value '') comes first and means no filter. */
export const selectInlineInput: InlineInput = { Input: SelectInput, held: heldText, sent: (held) => held };
