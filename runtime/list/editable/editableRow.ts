import type { EditableField, ListColumn } from '../../../src/generated/spec-types';
import { catalogText } from '../../catalog/catalogText';
import { valueAtPath } from '../../core/formFieldPaths';

/** A column that is edited on the row, with its rules. */
export type EditedColumn = ListColumn & { edit: EditableField };

/** The values of one row as its inputs hold them (text for text inputs, see {@link rowValues}). */
export type RowValues = Record<string, unknown>;

/** Field → message of a row's problems. */
export type RowErrors = Record<string, string>;

/** The columns of a list that are edited on the row. */
export function editedColumns(columns: readonly ListColumn[]): EditedColumn[] {
  return columns.filter((column): column is EditedColumn => column.edit !== undefined);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as the `YYYY-MM-DDTHH:mm` of a datetime-local input, in the browser's zone. */
export function localDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as unix seconds (undefined when it is empty or unreadable). */
export function unixSeconds(local: string): number | undefined {
  if (local === '') return undefined;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/** The start of the current minute, unix seconds: "not in the past" is judged to the minute. */
export function currentMinute(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60;
}

/** A stored value as the field's input holds it. */
function inputValue(edit: EditableField, value: unknown): unknown {
  switch (edit.type) {
    case 'checkbox':
      return value === true;
    case 'unixDateTime':
      return typeof value === 'number' ? localDateTime(value) : '';
    case 'allOrOne':
      // null (or nothing) means every option; one value is that option alone.
      return value === null || value === undefined ? null : [value];
    case 'text':
    case 'textarea':
    case 'digits':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/**
 * The values of a saved row as the inputs hold them: text for text and digits, the local date and
 * time for a unix time, booleans for boxes, and for `allOrOne` null (all) or the ticked values.
 *
 * @example
 * rowValues(columns, { duration_minutes: 10, procedure_type_id: null }); // { duration_minutes: '10', procedure_type_id: null }
 */
export function rowValues(columns: readonly EditedColumn[], row: Readonly<Record<string, unknown>>): RowValues {
  return Object.fromEntries(columns.map((column) => [column.field, inputValue(column.edit, valueAtPath(row, column.field))]));
}

/** The values of a new row: each field's `default` (`now` is the current minute for a time). */
export function newRowValues(columns: readonly EditedColumn[], now: Date): RowValues {
  return Object.fromEntries(
    columns.map((column) => {
      const { edit } = column;
      if (edit.type === 'unixDateTime') return [column.field, edit.default === 'now' ? localDateTime(currentMinute(now)) : ''];
      return [column.field, inputValue(edit, edit.default ?? (edit.type === 'allOrOne' ? null : undefined))];
    }),
  );
}

/**
 * The values after the user changes `field`: a ticked box sets the fields of its `onTick`
 * (e.g. Indefinitely sets the duration to 0), an unticked one returns them to their defaults.
 *
 * @example
 * changeValues(columns, values, 'is_indefinitely', true); // { ..., is_indefinitely: true, duration_minutes: '0' }
 */
export function changeValues(columns: readonly EditedColumn[], values: RowValues, field: string, value: unknown): RowValues {
  const next: RowValues = { ...values, [field]: value };
  const column = columns.find((candidate) => candidate.field === field);
  for (const [target, tickValue] of Object.entries(column?.edit.onTick ?? {})) {
    const targetColumn = columns.find((candidate) => candidate.field === target);
    if (targetColumn === undefined) continue;
    next[target] = inputValue(targetColumn.edit, value === true ? tickValue : targetColumn.edit.default);
  }
  return next;
}

/**
 * The ticked options of an `allOrOne` field after a box changes: 'Select all' ticks every
 * option (null) or none; ticking every option is 'Select all' (null); unticking one of all
 * leaves the others ticked.
 *
 * @example
 * allOrOneChange([1], [1, 2], 2, true);   // null (both types: Select All)
 * allOrOneChange(null, [1, 2], 1, false); // [2]
 */
export function allOrOneChange(current: readonly number[] | null, options: readonly number[], toggled: 'all' | number, checked: boolean): number[] | null {
  if (toggled === 'all') return checked ? null : [];
  const ticked = new Set(current ?? options);
  if (checked) ticked.add(toggled);
  else ticked.delete(toggled);
  if (options.length > 0 && options.every((option) => ticked.has(option))) return null;
  return options.filter((option) => ticked.has(option));
}

/** Whether a field is disabled by a ticked box of its row (`disabledWhen`). */
export function fieldDisabled(column: EditedColumn, values: RowValues): boolean {
  return column.edit.disabledWhen !== undefined && values[column.edit.disabledWhen] === true;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The problems of a row before it is sent, by field: required fields (unless the box of
 * `requiredUnless` is ticked), `pattern`, an `allOrOne` with nothing ticked, and for a new row a
 * `unixDateTime` before the current minute (`notPastOnCreate`).
 *
 * @example
 * rowErrors(columns, values, true, new Date()); // { start_date_time: 'Start date cannot be in the past when creating a new maintenance' }
 */
export function rowErrors(columns: readonly EditedColumn[], values: RowValues, creating: boolean, now: Date): RowErrors {
  const errors: RowErrors = {};
  for (const column of columns) {
    const { edit } = column;
    const value = values[column.field];
    if (fieldDisabled(column, values)) continue;
    const required = edit.required === true || (edit.requiredUnless !== undefined && values[edit.requiredUnless] !== true);
    if (edit.type === 'allOrOne' && Array.isArray(value) && value.length === 0) {
      errors[column.field] = catalogText(edit.noneMessage ?? 'required');
    } else if (required && isEmpty(typeof value === 'string' ? value.trim() : value)) {
      errors[column.field] = catalogText(edit.requiredMessage ?? 'required');
    } else if (edit.pattern !== undefined && typeof value === 'string' && value !== '' && !new RegExp(edit.pattern).test(value)) {
      errors[column.field] = catalogText(edit.patternMessage ?? 'notValidValue');
    } else if (edit.type === 'unixDateTime' && creating && edit.notPastOnCreate !== undefined && typeof value === 'string') {
      const seconds = unixSeconds(value);
      if (seconds !== undefined && Math.floor(seconds / 60) * 60 < currentMinute(now)) errors[column.field] = catalogText(edit.notPastOnCreate);
    }
  }
  return errors;
}

/** A field's input value as it is sent. */
function wireValue(edit: EditableField, value: unknown): unknown {
  switch (edit.type) {
    case 'checkbox':
      return value === true;
    case 'digits':
      return value === '' || value === undefined ? undefined : Number(value);
    case 'unixDateTime':
      return typeof value === 'string' ? unixSeconds(value) : undefined;
    case 'allOrOne':
      return Array.isArray(value) ? (value[0] ?? null) : null;
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? value.trim() : value;
  }
}

/**
 * The body a row is sent with: its `keep` fields as loaded and its edited fields in their wire
 * form (an empty digits field is left out, so the server's default applies).
 *
 * @example
 * rowBody(columns, values, ['id', 'key'], row); // { id: 3, key: 'support_phone', value: '555' }
 */
export function rowBody(columns: readonly EditedColumn[], values: RowValues, keep: readonly string[], row: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of keep) {
    const value = row === undefined ? undefined : valueAtPath(row, field);
    if (value !== undefined) body[field] = value;
  }
  for (const column of columns) {
    const value = wireValue(column.edit, values[column.field]);
    if (value !== undefined) body[column.field] = value;
  }
  return body;
}
