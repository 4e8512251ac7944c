import { TextInput } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText } from './heldText';
import { textFieldProps } from './textFieldProps';

function DigitsInput(props: InlineInputProps) {
  return (
    <TextInput
      {...textFieldProps(props, (typed) => typed.replace(/\D/g, ''))}
      inputMode="numeric"
      placeholder={props.placeholder}
      w={props.width}
    />
  );
}

/**
 * Digits only ([maintenance-duration-digits]: anything else typed is dropped), sent as an
 * integer; an empty input is left out of the body so the server's default applies.
 */
export const digitsInlineInput: InlineInput = {
  Input: DigitsInput,
  held: heldText,
  sent: (held) => (held === '' || held === undefined ? undefined : Number(held)),
};
