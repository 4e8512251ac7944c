import { PasswordInput, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { widgetErrorText } from './widgetErrorText';

/**
 * A text input of the given kind (`text`, `email` or `password`): what is typed is the value,
 * and an empty input is no value, so a required field shows 'Required'. A bad e-mail shows
 * 'Not a valid email' from the schema's `format: email` ([email-format]). The input takes text
 * past the schema's `maxLength` so that the form says 'Maximum N characters' instead of cutting
 * a pasted text short without a word.
 *
 * @example
 * const EmailWidget = textWidget('email');
 */
export function textWidget(kind: 'text' | 'email' | 'password'): ComponentType<WidgetProps> {
  function TextWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
    // A number field (an integer drawn as text) shows its number, 0 included.
    const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    const Input = kind === 'password' ? PasswordInput : TextInput;
    return (
      <Input
        id={id}
        name={htmlName ?? id}
        {...(kind === 'email' ? { type: 'email', autoComplete: 'email' } : {})}
        label={hideLabel ? undefined : label}
        withAsterisk={false}
        required={required}
        disabled={disabled || readonly}
        readOnly={readonly}
        value={text}
        error={widgetErrorText(rawErrors)}
        onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
    );
  }
  TextWidget.displayName = `TextWidget(${kind})`;
  return TextWidget;
}
