import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { constants } from '../../src/generated/catalog';
import type { FilterWidgetProps } from './filterWidget';

/**
 * A free-text search box: what the user types shows at once, and the filter changes 200 ms after
 * the last key ([search-debounce]) so that typing a name sends one request, not one per letter.
 */
export function SearchFilter({ field, label, value, onChange, placeholder }: FilterWidgetProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onChange, constants.searchDebounceMs);
  // Follow the URL when it changes from elsewhere (back button, a reset).
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      id={`filter-${field}`}
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
