import { Textarea } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetErrorText } from './widgetErrorText';

/** A multi-line text input (a bug report's description); an empty input is no value. */
export function TextareaWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Textarea
      id={id}
      name={htmlName ?? id}
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      autosize
      minRows={4}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={text}
      error={widgetErrorText(rawErrors)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
