import { NumberInput, Slider } from '@mantine/core';
import type { InlineInput, InlineInputProps } from './InlineInput';

/** The bounds and step of a slider (0 to 100 in steps of 1 unless the spec says otherwise). */
export function sliderBounds(settings: InlineInputProps['settings']): { min: number; max: number; step: number } {
  const number = (key: string, fallback: number) => {
    const value = settings?.[key];
    return typeof value === 'number' ? value : fallback;
  };
  return { min: number('min', 0), max: number('max', 100), step: number('step', 1) };
}

/** A number within the bounds, or the lower bound. */
export function clampToSlider(value: unknown, settings: InlineInputProps['settings']): number {
  const { min, max } = sliderBounds(settings);
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : min;
}

function SliderInput({ id, label, value, onChange, settings, disabled, autoFocus }: InlineInputProps) {
  const { min, max, step } = sliderBounds(settings);
  const number = clampToSlider(value, settings);
  return (
    <>
      <NumberInput
        id={id}
        label={label}
        min={min}
        max={max}
        step={step}
        allowDecimal={step % 1 !== 0}
        value={number}
        disabled={disabled}
        onChange={(next) => onChange(clampToSlider(next, settings))}
        data-autofocus={autoFocus === true ? true : undefined}
      />
      <Slider
        min={min}
        max={max}
        step={step}
        value={number}
        disabled={disabled}
        onChange={onChange}
        thumbLabel={label}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
        mb="md"
      />
    </>
  );
}

/** A number on a slider between `min` and `max` in steps of `step`, with its own entry box. */
export const sliderInlineInput: InlineInput = {
  Input: SliderInput,
  held: (stored) => stored,
  sent: (held) => held,
};
