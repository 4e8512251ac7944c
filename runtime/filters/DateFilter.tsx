import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { dateEntry, padDateParts } from './dateEntry';
import type { FilterWidgetProps } from './filterWidget';

const shownFor = (value: string) => (value === '' ? '' : dayjs.unix(Number(value)).format('MM/DD/YYYY'));

/** MM/DD/YYYY entry; the filter value is unix seconds, set once the date is complete ([date-entry]). */
export function DateFilter({ field, label, value, onChange, placeholder }: FilterWidgetProps) {
  const [shown, setShown] = useState(shownFor(value));
  useEffect(() => setShown(shownFor(value)), [value]);
  return (
    <TextInput
      id={`filter-${field}`}
      inputMode="numeric"
      label={label}
      placeholder={placeholder ?? 'MM/DD/YYYY'}
      value={shown}
      onChange={(event) => {
        const entry = dateEntry(padDateParts(event.currentTarget.value));
        setShown(entry.shown);
        if (entry.value !== null) onChange(String(entry.value));
        else if (entry.shown === '') onChange('');
      }}
    />
  );
}
