import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { message } from '../../src/generated/catalog';
import { dateFieldEntry, dateFieldText, padDateOnBlur } from './dateFieldEntry';
import { widgetErrorText } from './widgetErrorText';

/**
 * MM/DD/YYYY entry of a form (`ui:widget: date`, [date-entry]): the value is unix seconds only
 * when all 8 digits name a day, and empty otherwise; single digits are padded with 0 on blur; 8
 * digits that name no day show 'Invalid Date'. `ui:options.min`/`max` (`today`, MM/DD/YYYY or unix
 * seconds) are checked on save by the form (formCustomValidate), also with 'Invalid Date'.
 */
export function DateWidget({ id, htmlName, value, label, hideLabel, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const stored = typeof value === 'number' ? value : undefined;
  const [shown, setShown] = useState(dateFieldText(stored));
  // The value this widget last reported; any other value came from outside (a load, a reset).
  const reported = useRef(stored);
  useEffect(() => {
    if (stored !== reported.current) {
      reported.current = stored;
      setShown(dateFieldText(stored));
    }
  }, [stored]);
  const entry = dateFieldEntry(shown);
  const ownError = entry.complete && entry.value === undefined ? message('invalidDate') : undefined;
  return (
    <TextInput
      id={id}
      name={htmlName ?? id}
      inputMode="numeric"
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      disabled={disabled || readonly}
      placeholder={message('dateMask')}
      value={shown}
      error={ownError ?? widgetErrorText(rawErrors)}
      onChange={(event) => {
        const next = dateFieldEntry(event.currentTarget.value);
        setShown(next.shown);
        reported.current = next.value;
        onChange(next.value);
      }}
      onBlur={() => {
        const next = dateFieldEntry(padDateOnBlur(shown));
        setShown(next.shown);
        reported.current = next.value;
        if (next.value !== stored) onChange(next.value);
        onBlur(id, next.value);
      }}
      onFocus={() => onFocus(id, stored)}
    />
  );
}
