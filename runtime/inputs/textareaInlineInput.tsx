import { Textarea } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText, sentText } from './heldText';
import { textFieldProps } from './textFieldProps';

function TextareaInput(props: InlineInputProps) {
  const { placeholder, width, settings, onBlur, autoFocus } = props;
  return (
    <Textarea
      {...textFieldProps(props)}
      placeholder={placeholder}
      // A fixed height where the place asks for one (an action's dialog), else growing from one line (a row).
      {...(typeof settings?.rows === 'number' ? { rows: settings.rows } : { autosize: true, minRows: 1 })}
      miw={width}
      onBlur={onBlur}
      data-autofocus={autoFocus === true ? true : undefined}
    />
  );
}

/** A multi-line text (a maintenance message, a device lock's message); `settings.rows` lines high, else growing. */
export const textareaInlineInput: InlineInput = { Input: TextareaInput, held: heldText, sent: sentText };
