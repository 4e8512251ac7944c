import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { widgetErrorText } from '../form/widgetErrorText';
import { unixDateEntry, unixDateText } from './unixDateEntry';

/**
 * The wizard's own MM/DD/YYYY entry stored as unix seconds (UTC midnight), used until the
 * runtime's `date` form widget lands: the wizard spreads `formWidgets` over it, so theirs wins.
 * The value is set only when all 8 digits are typed; otherwise it is empty ([date-entry]).
 */
export function UnixDateWidget({ id, htmlName, value, label, hideLabel, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const [text, setText] = useState(() => unixDateText(typeof value === 'number' ? value : undefined));
  const shown = typeof value === 'number' && unixDateEntry(text) !== value ? unixDateText(value) : text;
  return (
    <TextInput
      id={id}
      name={htmlName ?? id}
      label={hideLabel ? undefined : label}
      placeholder="MM/DD/YYYY"
      disabled={disabled || readonly}
      value={shown}
      error={widgetErrorText(rawErrors)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 8);
        const formatted = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
        setText(formatted);
        onChange(unixDateEntry(formatted));
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
