import { TextInput } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { textFieldProps } from './textFieldProps';
import { localDateTime, unixSeconds } from './localDateTime';

function UnixDateTimeInput(props: InlineInputProps) {
  return <TextInput {...textFieldProps(props)} type="datetime-local" />;
}

/** A date and time in the browser's zone, held as `YYYY-MM-DDTHH:mm` and sent as unix seconds. */
export const unixDateTimeInlineInput: InlineInput = {
  Input: UnixDateTimeInput,
  held: (stored) => (typeof stored === 'number' ? localDateTime(stored) : ''),
  sent: (held) => (typeof held === 'string' ? unixSeconds(held) : undefined),
};
