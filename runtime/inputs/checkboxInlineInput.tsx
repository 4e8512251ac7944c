import { Checkbox } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';

function CheckboxInput({ id, label, value, onChange, disabled, readOnly, error }: InlineInputProps) {
  // A box has no read-only state: a read-only place disables it.
  return <Checkbox id={id} label={label} checked={value === true} disabled={disabled === true || readOnly === true} error={error} onChange={(event) => onChange(event.currentTarget.checked)} mt="lg" />;
}

/** One box, a boolean. */
export const checkboxInlineInput: InlineInput = { Input: CheckboxInput, held: (stored) => stored === true, sent: (held) => held === true };
