import { TextInput } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText, sentText } from './heldText';
import { textFieldProps } from './textFieldProps';

/**
 * A one-line input of the given type (`text`, `email`, `password`); a filter changes on every key.
 *
 * @example
 * const email = textInlineInput('email');
 */
export function textInlineInput(type: 'text' | 'email' | 'password'): InlineInput {
  function TextInlineInput(props: InlineInputProps) {
    const { placeholder, width, onBlur, autoFocus } = props;
    return (
      <TextInput
        {...textFieldProps(props)}
        type={type}
        placeholder={placeholder}
        w={width}
        onBlur={onBlur}
        data-autofocus={autoFocus === true ? true : undefined}
      />
    );
  }
  TextInlineInput.displayName = `TextInlineInput(${type})`;
  return { Input: TextInlineInput, held: heldText, sent: sentText };
}
