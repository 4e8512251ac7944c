import type { ChangeEvent } from 'react';
import type { InlineInputProps } from './InlineInput';
import { heldText } from './heldText';

/**
 * The props every text-like inline input passes to its Mantine field alike: id, label, the held
 * text, the disabled / read-only / error / required states (read-only drawn filled) and the change,
 * with what was typed cleaned by `clean` (digits only, say) before it is reported.
 *
 * @example
 * <TextInput {...textFieldProps(props, (typed) => typed.replace(/\D/g, ''))} inputMode="numeric" />
 */
export function textFieldProps(
  { id, label, value, onChange, disabled, readOnly, error, required }: InlineInputProps,
  clean: (typed: string) => string = (typed) => typed,
) {
  return {
    id,
    label,
    value: heldText(value),
    disabled,
    readOnly,
    variant: readOnly === true ? 'filled' : 'default',
    error,
    required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(clean(event.currentTarget.value)),
  } as const;
}
