import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { formContextOf } from './formContext';
import { optionValue } from './optionValue';
import { useLookupOptions } from './useLookupOptions';
import { widgetErrorText } from './widgetErrorText';

/**
 * A dropdown whose options come from `ui:options.lookup` (a lookup of the catalog, loaded through
 * the form's `call` when it names an operation), or else from the schema's `enum`/`oneOf`. The
 * value is typed as the schema says (practice type ids are integers: Standard 0, Special 1,
 * Other 2, [practice-types-list]).
 */
export function SelectWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const lookup = typeof options.lookup === 'string' ? options.lookup : undefined;
  const loaded = useLookupOptions(lookup, formContextOf(registry).call);
  const data =
    lookup !== undefined
      ? loaded
      : (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const selected = value === undefined || value === null ? null : String(value);
  return (
    <Select
      id={id}
      name={htmlName ?? id}
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      data={data}
      allowDeselect={!required}
      value={selected}
      error={widgetErrorText(rawErrors)}
      onChange={(next) => onChange(optionValue(next, schema))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
