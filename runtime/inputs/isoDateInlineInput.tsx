import { TextInput } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText } from './heldText';

/** A date picker (the browser's calendar); clearing it means no value. */
function IsoDateInput({ id, label, value, onChange, placeholder }: InlineInputProps) {
  return <TextInput id={id} type="date" label={label} placeholder={placeholder} value={heldText(value)} onChange={(event) => onChange(event.currentTarget.value)} w={200} />;
}

/** A day as `YYYY-MM-DD` (a request's `format: date`). */
export const isoDateInlineInput: InlineInput = { Input: IsoDateInput, held: heldText, sent: (held) => held };
