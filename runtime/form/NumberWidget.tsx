import { NumberInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetErrorText } from './widgetErrorText';

/**
 * A number input; with `money` in its name's `kind` it shows currency units with a '$' and two
 * decimals. Its bounds come from the schema: `minimum` (and `exclusiveMinimum`, shown as the
 * input's min) and, for an integer, step 1 ([self-pay-input-bounds]). An empty input is no value.
 *
 * @example
 * const MoneyWidget = numberWidget('money');
 */
export function numberWidget(kind: 'number' | 'money') {
  function NumberWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus }: WidgetProps) {
    const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
    const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
    const current = typeof value === 'number' ? value : '';
    return (
      <NumberInput
        id={id}
        name={htmlName ?? id}
        label={hideLabel ? undefined : label}
        withAsterisk={false}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        // Negative entries stay possible so that the spec's own message explains a bound.
        allowNegative
        min={min}
        // Nothing is corrected on blur: a value out of bounds keeps the spec's message in view.
        clampBehavior="none"
        step={integer ? 1 : 0.01}
        allowDecimal={!integer}
        hideControls={kind === 'money' || readonly}
        {...(kind === 'money' ? { prefix: '$', decimalScale: 2, fixedDecimalScale: readonly } : {})}
        value={current}
        error={widgetErrorText(rawErrors)}
        onChange={(next) => onChange(typeof next === 'number' ? next : next === '' || next === '-' ? undefined : Number(next))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    );
  }
  NumberWidget.displayName = `NumberWidget(${kind})`;
  return NumberWidget;
}
