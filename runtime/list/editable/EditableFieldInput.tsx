import { Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { EditableField } from '../../../src/generated/spec-types';
import { catalogText } from '../../catalog/catalogText';
import { useLookupOptions } from '../../form/useLookupOptions';
import type { OperationCall } from '../../core/listSpec';
import { allOrOneChange } from './editableRow';

/** Props of {@link EditableFieldInput}. */
export interface EditableFieldInputProps {
  /** Unique on the page, for the input's id. */
  id: string;
  label: string;
  edit: EditableField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** A ticked box of the row disables the field (`disabledWhen`). */
  disabled: boolean;
  /** The row is read-only (Edit mode): the value shows at full contrast but cannot change. */
  readOnly: boolean;
  error: string | undefined;
  call: OperationCall;
}

/** An input's text (its value is always text for these inputs). */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const numeric = (value: string) => (/^-?\d+$/.test(value) ? Number(value) : value);

/** The 'Select all' box and one box per option of an `allOrOne` field. */
function AllOrOneInput({ id, label, edit, value, onChange, disabled: ruled, readOnly, error, call }: EditableFieldInputProps) {
  // A box has no read-only state: a read-only row disables it.
  const disabled = ruled || readOnly;
  const options = useLookupOptions(edit.options?.lookup, call);
  const values = options.map((option) => numeric(option.value)).filter((option): option is number => typeof option === 'number');
  const ticked = value === null ? values : Array.isArray(value) ? (value as number[]) : [];
  const change = (toggled: 'all' | number, checked: boolean) => onChange(allOrOneChange(value === null ? null : ticked, values, toggled, checked));
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm">
        <Checkbox id={`${id}-all`} label={edit.allLabel ?? 'Select All'} checked={value === null} disabled={disabled} onChange={(event) => change('all', event.currentTarget.checked)} />
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
 * One field of an editable list row (`columns[].edit` of a list screen spec): a text, a text
 * area, digits only ([maintenance-duration-digits]: anything else typed is dropped), a date and
 * time, a box, or the 'Select all' boxes of an `allOrOne` field, with its message under it.
 */
export function EditableFieldInput(props: EditableFieldInputProps) {
  const { id, label, edit, value, onChange, disabled, readOnly, error } = props;
  const placeholder = edit.placeholder === undefined ? undefined : catalogText(edit.placeholder);
  switch (edit.type) {
    case 'checkbox':
      return <Checkbox id={id} label={label} checked={value === true} disabled={disabled || readOnly} error={error} onChange={(event) => onChange(event.currentTarget.checked)} mt="lg" />;
    case 'allOrOne':
      return <AllOrOneInput {...props} />;
    case 'textarea':
      return <Textarea id={id} label={label} value={text(value)} disabled={disabled} readOnly={readOnly} variant={readOnly ? 'filled' : 'default'} error={error} placeholder={placeholder} autosize minRows={1} onChange={(event) => onChange(event.currentTarget.value)} miw={240} />;
    case 'unixDateTime':
      return <TextInput id={id} type="datetime-local" label={label} value={text(value)} disabled={disabled} readOnly={readOnly} variant={readOnly ? 'filled' : 'default'} error={error} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'digits':
      return (
        <TextInput
          id={id}
          label={label}
          inputMode="numeric"
          value={text(value)}
          disabled={disabled}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          error={error}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
          w={140}
        />
      );
    case 'text':
      return <TextInput id={id} label={label} value={text(value)} disabled={disabled} readOnly={readOnly} variant={readOnly ? 'filled' : 'default'} error={error} placeholder={placeholder} onChange={(event) => onChange(event.currentTarget.value)} w={260} />;
  }
}
