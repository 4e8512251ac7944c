import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { usStates } from '../filters/usStates';
import { widgetErrorText } from './widgetErrorText';

/** A US state choice: the 50 states and DC by their two-letter code ([state-choices]). */
export function StateWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const code = typeof value === 'string' ? value : null;
  return (
    <Select
      id={id}
      name={htmlName ?? id}
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      data={usStates.map((state) => ({ value: state.value, label: state.label }))}
      searchable
      clearable={!required}
      value={code}
      error={widgetErrorText(rawErrors)}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, code)}
      onFocus={() => onFocus(id, code)}
    />
  );
}
