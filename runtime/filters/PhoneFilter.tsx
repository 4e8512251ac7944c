import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FilterWidgetProps } from './filterWidget';
import { phoneEntry } from './phoneEntry';

/** Ten-digit phone entry; the filter changes only when the number is complete or cleared ([phone-entry]). */
export function PhoneFilter({ field, label, value, onChange, placeholder }: FilterWidgetProps) {
  const [shown, setShown] = useState(phoneEntry(value).shown);
  useEffect(() => setShown(phoneEntry(value).shown), [value]);
  return (
    <TextInput
      id={`filter-${field}`}
      type="tel"
      inputMode="numeric"
      label={label}
      placeholder={placeholder ?? '(xxx) xxx-xxxx'}
      value={shown}
      onChange={(event) => {
        const entry = phoneEntry(event.currentTarget.value);
        setShown(entry.shown);
        if (entry.value !== '' || entry.shown === '') onChange(entry.value);
      }}
    />
  );
}
