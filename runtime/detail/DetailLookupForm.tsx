import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DetailLookup } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';

/** Props of {@link DetailLookupForm}. */
export interface DetailLookupFormProps {
  lookup: DetailLookup;
  /** The value searched now (from the address). */
  value: string;
  onSearch: (value: string) => void;
  busy: boolean;
}

/** The search input of a lookup detail screen (`detail.lookup`): Enter or Search looks the record up. */
export function DetailLookupForm({ lookup, value, onSearch, busy }: DetailLookupFormProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      aria-label={message('detailSearchBy', { field: lookup.label })}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={lookup.label}
          placeholder={lookup.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={280}
        />
        <Button type="submit" loading={busy} disabled={text.trim() === ''}>
          {message('detailSearch')}
        </Button>
      </Group>
    </form>
  );
}
