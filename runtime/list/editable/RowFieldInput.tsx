import type { OperationCall } from '../../core/listSpec';
import { useLookupOptions } from '../../form/useLookupOptions';
import type { RowField } from './editableRow';

/** Props of {@link RowFieldInput}. */
export interface RowFieldInputProps {
  /** Unique on the page, for the input's id. */
  id: string;
  field: RowField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's `disabledWhen` holds on the row. */
  disabled: boolean;
  /** The row is read-only (Edit mode): the value shows at full contrast but cannot change. */
  readOnly: boolean;
  error: string | undefined;
  call: OperationCall;
}

// Row cells keep the widths the admin rows were laid out with.
const widths: Readonly<Record<string, number>> = { text: 260, digits: 140, textarea: 240 };

/**
 * One field of an editable list row, drawn by the inline input of its form widget
 * (runtime/inputs: a text, a text area, digits only, a date and time, a box, or the 'Select all'
 * boxes of an `allOrOne` field whose options come from `ui:options.lookup`), with its message
 * under it.
 */
export function RowFieldInput({ id, field, value, onChange, disabled, readOnly, error, call }: RowFieldInputProps) {
  const lookup = typeof field.options.lookup === 'string' ? field.options.lookup : undefined;
  const options = useLookupOptions(lookup, call);
  const { Input } = field.input;
  return (
    <Input
      id={id}
      label={field.label}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={field.placeholder}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      settings={field.options}
      width={widths[field.widget]}
    />
  );
}
