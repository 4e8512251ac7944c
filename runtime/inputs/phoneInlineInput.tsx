import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { phoneEntry } from '../filters/phoneEntry';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText } from './heldText';
import { message } from '../../src/generated/catalog';

/** Ten-digit phone entry; the value changes only when the number is complete or cleared ([phone-entry]). */
function PhoneInput({ id, label, value, onChange, placeholder }: InlineInputProps) {
  const [shown, setShown] = useState(phoneEntry(heldText(value)).shown);
  useEffect(() => setShown(phoneEntry(heldText(value)).shown), [value]);
  return (
    <TextInput
      id={id}
      type="tel"
      inputMode="numeric"
      label={label}
      placeholder={placeholder ?? message('phoneMask')}
      value={shown}
      onChange={(event) => {
        const entry = phoneEntry(event.currentTarget.value);
        setShown(entry.shown);
        if (entry.value !== '' || entry.shown === '') onChange(entry.value);
      }}
    />
  );
}

/** Ten-digit phone entry held as its digits. */
export const phoneInlineInput: InlineInput = { Input: PhoneInput, held: heldText, sent: (held) => held };
