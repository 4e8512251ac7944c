import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { allOrOneChange } from './allOrOneChange';

const numeric = (value: string) => (/^-?\d+$/.test(value) ? Number(value) : value);

function AllOrOneInput({ id, label, value, onChange, options = [], disabled: ruled, readOnly, error, settings }: InlineInputProps) {
  // A box has no read-only state: a read-only place disables it.
  const disabled = ruled === true || readOnly === true;
  const values = options.map((option) => numeric(option.value)).filter((option): option is number => typeof option === 'number');
  const ticked = value === null ? values : Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  const change = (toggled: 'all' | number, checked: boolean) => onChange(allOrOneChange(value === null ? null : ticked, values, toggled, checked));
  const allLabel = typeof settings?.allLabel === 'string' ? settings.allLabel : 'Select All';
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm">
        <Checkbox id={`${id}-all`} label={allLabel} checked={value === null} disabled={disabled} onChange={(event) => change('all', event.currentTarget.checked)} />
        {options.map((option) => {
          const optionValue = numeric(option.value);
          return (
            <Checkbox
              key={option.value}
              id={`${id}-${option.value}`}
              label={option.label}
              checked={typeof optionValue === 'number' && ticked.includes(optionValue)}
              disabled={disabled}
              onChange={(event) => typeof optionValue === 'number' && change(optionValue, event.currentTarget.checked)}
            />
          );
        })}
      </Group>
      {error !== undefined && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A 'Select all' box and one box per option ([maintenance-select-all]): held as null (all) or the
 * ticked values, sent as null (all) or the one ticked value.
 */
export const allOrOneInlineInput: InlineInput = {
  Input: AllOrOneInput,
  // null (or nothing) means every option; one value is that option alone.
  held: (stored) => (stored === null || stored === undefined ? null : [stored]),
  sent: (held) => (Array.isArray(held) ? ((held[0] as unknown) ?? null) : null),
};
