import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { dateEntry, padDateParts } from '../filters/dateEntry';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText } from './heldText';
import { message } from '../../src/generated/catalog';

const shownFor = (value: string) => (value === '' ? '' : dayjs.unix(Number(value)).format('MM/DD/YYYY'));

/** MM/DD/YYYY entry; the value is unix seconds as text, set once the date is complete ([date-entry]). */
function DateInput({ id, label, value, onChange, placeholder }: InlineInputProps) {
  const [shown, setShown] = useState(shownFor(heldText(value)));
  useEffect(() => setShown(shownFor(heldText(value))), [value]);
  return (
    <TextInput
      id={id}
      inputMode="numeric"
      label={label}
      placeholder={placeholder ?? message('dateMask')}
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

/** MM/DD/YYYY date entry held as unix seconds. */
export const dateInlineInput: InlineInput = { Input: DateInput, held: heldText, sent: (held) => held };
