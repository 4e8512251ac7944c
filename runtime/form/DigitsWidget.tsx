import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { digitsEntry } from './digitsEntry';
import { widgetErrorText } from './widgetErrorText';

/** Digits-only entry up to the schema's `maxLength` (the NPI: digits only, at most 10). */
export function DigitsWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus }: WidgetProps) {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const text = typeof value === 'string' ? value : '';
  return (
    <TextInput
      id={id}
      name={htmlName ?? id}
      inputMode="numeric"
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      maxLength={maxLength}
      value={text}
      error={widgetErrorText(rawErrors)}
      onChange={(event) => {
        const digits = digitsEntry(event.currentTarget.value, maxLength);
        onChange(digits === '' ? undefined : digits);
      }}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
