import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ActionInput } from '../../src/generated/spec-types';
import { message as catalogMessage } from '../../src/generated/catalog';
import { clampToSlider } from '../inputs/sliderInlineInput';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import { inlineInputNamed } from '../registry/inlineInputNamed';

/** Props of {@link ActionInputDialog}. */
export interface ActionInputDialogProps {
  /** The dialog's title (the action's confirm title or label). */
  title: string;
  /** Text above the input, if any. */
  message?: string | undefined;
  input: ActionInput;
  /** The value the input starts with (the record's `input.initial` field). */
  initial: unknown;
  confirmLabel: string;
  danger?: boolean | undefined;
  onSubmit: (value: string | number) => void;
  onCancel: () => void;
}

/**
 * The question an action with an `input` asks before it calls its operation, with the inline
 * input of its widget (runtime/inputs): a required text (e.g. the message of a device lock; the
 * confirm button stays disabled and the field says why while it is blank) or a number on a slider
 * with its own entry box (`widget: slider`, within `min`/`max` in steps of `step`, e.g. a volume
 * of 0 to 100).
 */
export function ActionInputDialog({ title, message, input, initial, confirmLabel, danger, onSubmit, onCancel }: ActionInputDialogProps) {
  const slider = input.widget === 'slider';
  const { Input } = inlineInputNamed(useRuntimeRegistry(), input.widget, { spec: `the input of action ${input.name}` });
  const settings = { min: input.min, max: input.max, step: input.step, rows: 3 };
  const [value, setValue] = useState<unknown>(() => (slider ? clampToSlider(initial, settings) : typeof initial === 'string' ? initial : ''));
  const [touched, setTouched] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const blank = !slider && text.trim() === '';
  const refused = input.required === true && blank;
  const error = touched && refused ? (input.requiredMessage ?? catalogMessage('required')) : undefined;
  const submit = () => {
    setTouched(true);
    if (refused) return;
    onSubmit(slider ? clampToSlider(value, settings) : text.trim());
  };
  return (
    <Modal opened onClose={onCancel} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {message !== undefined && <Text size="sm">{message}</Text>}
          <Input
            id={`action-input-${input.name}`}
            label={input.label}
            value={value}
            onChange={setValue}
            required={input.required === true}
            error={error}
            settings={settings}
            onBlur={() => setTouched(true)}
            autoFocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {catalogMessage('actionInputCancel')}
            </Button>
            <Button type="submit" color={danger === true ? 'red' : undefined} disabled={refused}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
