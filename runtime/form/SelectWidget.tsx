import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useContext } from 'react';
import { SessionContext } from '../session/SessionContext';
import { formContextOf } from './formContext';
import { offeredOptions, optionAccessEntries } from './optionAccess';
import { optionValue } from './optionValue';
import { useLookupOptions } from './useLookupOptions';
import { widgetErrorText } from './widgetErrorText';

/**
 * A dropdown whose options come from `ui:options.lookup` (a lookup of the catalog, loaded through
 * the form's `call` when it names an operation), or else from the schema's `enum`/`oneOf`. The
 * value is typed as the schema says (practice type ids are integers: Standard 0, Special 1,
 * Other 2, [practice-types-list]). `ui:options.optionAccess` narrows the options to those the user's
 * access rules allow (the roles a user may assign, see runtime/form/optionAccess.ts).
 */
export function SelectWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const lookup = typeof options.lookup === 'string' ? options.lookup : undefined;
  const loaded = useLookupOptions(lookup, formContextOf(registry).call);
  // Without a session (a form rendered alone in a test) no rule holds: governed options are left out.
  const can = useContext(SessionContext)?.can ?? (() => false);
  const selected = value === undefined || value === null ? null : String(value);
  const all =
    lookup !== undefined
      ? loaded
      : (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const data = offeredOptions(all, optionAccessEntries(options.optionAccess), can, selected);
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
