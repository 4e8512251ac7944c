import { Button, Group, Modal, NumberInput, Slider, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { DetailActionInput } from '../../src/generated/spec-types';
import { messageText } from './messageText';

/** Props of {@link ActionInputDialog}. */
export interface ActionInputDialogProps {
  /** The dialog's title (the action's confirm title or label). */
  title: string;
  /** Text above the input, if any. */
  message?: string | undefined;
  input: DetailActionInput;
  /** The value the input starts with (the record's `input.initial` field). */
  initial: unknown;
  confirmLabel: string;
  danger?: boolean | undefined;
  onSubmit: (value: string | number) => void;
  onCancel: () => void;
}

/** A number within the input's bounds (0 to 100 unless it says otherwise), or the lower bound. */
function clamp(value: unknown, input: DetailActionInput): number {
  const min = input.min ?? 0;
  const max = input.max ?? 100;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : min;
}

/**
 * The question an action with an `input` asks before it calls its operation: a required text
 * (e.g. the message of a device lock; the confirm button stays disabled and the field says why
 * while it is blank) or a number on a slider with its own entry box (`widget: slider`, within
 * `min`/`max` in steps of `step`, e.g. a volume of 0 to 100).
 */
export function ActionInputDialog({ title, message, input, initial, confirmLabel, danger, onSubmit, onCancel }: ActionInputDialogProps) {
  const slider = input.widget === 'slider';
  const [text, setText] = useState(typeof initial === 'string' ? initial : '');
  const [number, setNumber] = useState(() => clamp(initial, input));
  const [touched, setTouched] = useState(false);
  const blank = !slider && text.trim() === '';
  const refused = input.required === true && blank;
  const error = touched && refused ? messageText(input.requiredMessage ?? 'required') : undefined;
  const submit = () => {
    setTouched(true);
    if (refused) return;
    onSubmit(slider ? number : text.trim());
  };
  const label = messageText(input.label);
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
          {slider ? (
            <>
              <NumberInput
                label={label}
                min={input.min ?? 0}
                max={input.max ?? 100}
                step={input.step ?? 1}
                allowDecimal={(input.step ?? 1) % 1 !== 0}
                value={number}
                onChange={(value) => setNumber(clamp(value, input))}
                data-autofocus
              />
              <Slider
                min={input.min ?? 0}
                max={input.max ?? 100}
                step={input.step ?? 1}
                value={number}
                onChange={setNumber}
                thumbLabel={label}
                marks={[{ value: input.min ?? 0, label: String(input.min ?? 0) }, { value: input.max ?? 100, label: String(input.max ?? 100) }]}
                mb="md"
              />
            </>
          ) : input.widget === 'textarea' ? (
            <Textarea
              label={label}
              required={input.required === true}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={error}
              rows={3}
              data-autofocus
            />
          ) : (
            <TextInput
              label={label}
              required={input.required === true}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={error}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
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
