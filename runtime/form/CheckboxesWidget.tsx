import { Checkbox, Group, Stack } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetErrorText } from './widgetErrorText';

/**
 * A choice of several values, one checkbox each: the options are the schema items' `oneOf`
 * (`const` and `title`) or `enum`; the value is the array of checked values, in the options'
 * order, typed as the options are (a Service Account's permission ids are integers).
 */
export function CheckboxesWidget({ id, value, label, hideLabel, disabled, readonly, rawErrors, options, onChange }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const checked = new Set((Array.isArray(value) ? value : []).map(String));
  return (
    <Checkbox.Group
      id={id}
      label={hideLabel ? undefined : label}
      value={[...checked]}
      error={widgetErrorText(rawErrors)}
      onChange={(next) => onChange(choices.filter((choice) => next.includes(String(choice.value))).map((choice) => choice.value as unknown))}
    >
      <Stack gap={6} mt="xs">
        <Group gap="lg">
          {choices.map((choice) => (
            <Checkbox key={String(choice.value)} value={String(choice.value)} label={choice.label} disabled={disabled || readonly} />
          ))}
        </Group>
      </Stack>
    </Checkbox.Group>
  );
}
