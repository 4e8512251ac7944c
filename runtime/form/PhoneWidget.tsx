import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { phoneEntry } from '../filters/phoneEntry';
import { widgetErrorText } from './widgetErrorText';
import { message } from '../../src/generated/catalog';

/**
 * Ten-digit phone entry shown in groups of 3, 3 and 4; the field's value is the ten digits once
 * all are typed and empty otherwise ([phone-entry]).
 */
export function PhoneWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const stored = typeof value === 'string' ? value : '';
  const [shown, setShown] = useState(phoneEntry(stored).shown);
  // The value this widget last reported; any other value came from outside (a reset) and is shown.
  const reported = useRef(stored);
  useEffect(() => {
    if (stored !== reported.current) {
      reported.current = stored;
      setShown(phoneEntry(stored).shown);
    }
  }, [stored]);
  return (
    <TextInput
      id={id}
      name={htmlName ?? id}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      placeholder={message('phoneMask')}
      value={shown}
      error={widgetErrorText(rawErrors)}
      onChange={(event) => {
        const entry = phoneEntry(event.currentTarget.value);
        setShown(entry.shown);
        reported.current = entry.value;
        onChange(entry.value === '' ? undefined : entry.value);
      }}
      onBlur={() => onBlur(id, stored)}
      onFocus={() => onFocus(id, stored)}
    />
  );
}
