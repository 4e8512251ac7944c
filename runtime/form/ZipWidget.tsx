import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetErrorText } from './widgetErrorText';

/**
 * A ZIP code entry. What is typed is kept as typed, so that a letter shows the form's message
 * for it ('Only numbers allowed.', [practice-zip-numeric]) instead of vanishing unexplained.
 */
export function ZipWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <TextInput
      id={id}
      name={htmlName ?? id}
      inputMode="numeric"
      autoComplete="postal-code"
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={text}
      error={widgetErrorText(rawErrors)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
