import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { constants } from '../../src/generated/catalog';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { heldText, sentText } from './heldText';

/**
 * A free-text search box: what the user types shows at once, and the value changes 200 ms after
 * the last key ([search-debounce]) so that typing a name sends one request, not one per letter.
 */
function SearchInput({ id, label, value, onChange, placeholder }: InlineInputProps) {
  const [text, setText] = useState(heldText(value));
  const debounced = useDebouncedCallback(onChange, constants.searchDebounceMs);
  // Follow the value when it changes from elsewhere (back button, a reset).
  useEffect(() => setText(heldText(value)), [value]);
  return (
    <TextInput
      id={id}
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
    />
  );
}

/** Free text, debounced. */
export const searchInlineInput: InlineInput = { Input: SearchInput, held: heldText, sent: sentText };
