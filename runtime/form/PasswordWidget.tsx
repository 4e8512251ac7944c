import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetErrorText } from './widgetErrorText';

/**
 * A password field (`ui:widget: password`): the policy of document 1 section 5 is checked on save
 * by the form (formCustomValidate), each broken rule's verbatim message under the field. Generate
 * Password is a form action (`actions` with `fill`, see specs/forms/user.form.yaml), not part of
 * the field.
 */
export function PasswordWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <PasswordInput
      id={id}
      name={htmlName ?? id}
      autoComplete="new-password"
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      value={text}
      error={widgetErrorText(rawErrors)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
