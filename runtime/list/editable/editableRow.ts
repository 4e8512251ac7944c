import type { AccessRule } from '../../../src/generated/access';
import type { Condition, FormSpec, ListColumn } from '../../../src/generated/spec-types';
import { message } from '../../../src/generated/catalog';
import { conditionHolds } from '../../core/condition';
import { valueAtPath } from '../../core/formFieldPaths';
import { schemaRuleMessage } from '../../form/schemaRuleMessage';
import type { InlineInput } from '../../inputs/InlineInput';
import { inlineInputOf } from '../../inputs/inlineInputs';
import { currentMinute, localDateTime, unixSeconds } from '../../inputs/localDateTime';
import type { RowCheck } from './rowCheck';
import type { Row } from '../../formats/cellDisplay';
import { asJsonObject, type JsonObject } from '../../api/jsonObject';

/** One field edited on the row: a column whose field is a property of the row's form. */
export interface RowField {
  field: string;
  /** The column heading, the input's label. */
  label: string;
  /** The widget name (`ui:widget`; by the property's type when absent) and its inline input. */
  widget: string;
  input: InlineInput;
  /** The property's JSON Schema (its `default`). */
  schema: Readonly<JsonObject>;
  /** The field's `ui:options` (`default`, `notPastOnCreate`, `disabledWhen`, `onTick`, `lookup`, `allLabel`). */
  options: Readonly<JsonObject>;
  placeholder: string | undefined;
  /** JSON Schema keyword (or `notPastOnCreate`) → message key, from the form's `messages`. */
  messages: Readonly<Record<string, string>>;
}

/** The values of one row as its inputs hold them (see {@link InlineInput.held}). */
export type RowValues = JsonObject;

/** Field → message of a row's problems. */
export type RowErrors = Record<string, string>;

const record = (value: unknown): Readonly<JsonObject> => asJsonObject(value);

/** The widget of a property without `ui:widget`: a box for a boolean, digits for a number, else a text. */
function widgetByType(schema: RowField['schema']): string {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) return 'checkbox';
  if (types.includes('integer') || types.includes('number')) return 'digits';
  return 'text';
}

/**
 * The fields a list edits on its rows: its columns whose field is a property of the row's form
 * (`editable.form`), in column order, each with its widget, rules and messages from the form and
 * the inline input of its widget (`inputOf`: the runtime registry's `inputs` on a screen).
 *
 * @example
 * rowFields(screen.columns, forms.maintenanceWindow); // [{ field: 'start_date_time', widget: 'unixDateTime', ... }, ...]
 */
export function rowFields(columns: readonly ListColumn[], form: FormSpec | undefined, inputOf: (widget: string) => InlineInput = inlineInputOf): RowField[] {
  if (form === undefined) return [];
  const properties = record(form.schema.properties);
  const uiSchema = record(form.uiSchema);
  const messages = record(form.messages);
  return columns.flatMap((column) => {
    if (!(column.field in properties)) return [];
    const schema = record(properties[column.field]);
    const ui = record(uiSchema[column.field]);
    const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : widgetByType(schema);
    const placeholder = ui['ui:placeholder'];
    return [
      {
        field: column.field,
        label: column.header,
        widget,
        input: inputOf(widget),
        schema,
        options: record(ui['ui:options']),
        placeholder: typeof placeholder === 'string' ? placeholder : undefined,
        messages: Object.fromEntries(Object.entries(record(messages[column.field])).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      },
    ];
  });
}

/**
 * The values of a saved row as the inputs hold them: text for text and digits, the local date and
 * time for a unix time, booleans for boxes, and for `allOrOne` null (all) or the ticked values.
 *
 * @example
 * rowValues(fields, { duration_minutes: 10, procedure_type_id: null }); // { duration_minutes: '10', procedure_type_id: null }
 */
export function rowValues(fields: readonly RowField[], row: Row): RowValues {
  return Object.fromEntries(fields.map((field) => [field.field, field.input.held(valueAtPath(row, field.field))]));
}

/** The values of a new row: each property's `default`; `ui:options.default: now` is the current minute. */
export function newRowValues(fields: readonly RowField[], now: Date): RowValues {
  return Object.fromEntries(
    fields.map((field) => [field.field, field.options.default === 'now' ? localDateTime(currentMinute(now)) : field.input.held(field.schema.default)]),
  );
}

/**
 * The values after the user changes `field`: a ticked box sets the fields of its `onTick`
 * (e.g. Indefinitely sets the duration to 0), an unticked one returns them to their defaults.
 *
 * @example
 * changeValues(fields, values, 'is_indefinitely', true); // { ..., is_indefinitely: true, duration_minutes: '0' }
 */
export function changeValues(fields: readonly RowField[], values: RowValues, field: string, value: unknown): RowValues {
  const next: RowValues = { ...values, [field]: value };
  const changed = fields.find((candidate) => candidate.field === field);
  for (const [target, tickValue] of Object.entries(record(changed?.options.onTick))) {
    const targetField = fields.find((candidate) => candidate.field === target);
    if (targetField === undefined) continue;
    next[target] = targetField.input.held(value === true ? tickValue : targetField.schema.default);
  }
  return next;
}

/** Whether a field is disabled on its row: its `ui:options.disabledWhen` holds for the row's values. */
export function fieldDisabled(field: RowField, values: RowValues, can: (rule: AccessRule) => boolean = () => false): boolean {
  const condition = field.options.disabledWhen;
  return condition !== undefined && conditionHolds(condition as Condition, values, can);
}

const isEmpty = (held: unknown) => held === undefined || (typeof held === 'string' && held.trim() === '') || (Array.isArray(held) && held.length === 0);

/**
 * A row's data as its form's schema judges it: each enabled field's value as it is sent, empty
 * ones left out (so that `required` speaks for them).
 */
export function rowData(fields: readonly RowField[], values: RowValues, can?: (rule: AccessRule) => boolean): JsonObject {
  const data: JsonObject = {};
  for (const field of fields) {
    const held = values[field.field];
    if (fieldDisabled(field, values, can) || isEmpty(held)) continue;
    const sent = field.input.sent(held);
    if (sent !== undefined) data[field.field] = sent;
  }
  return data;
}

/**
 * The problems of a row before it is sent, by field: the rules of the form's schema (`required`,
 * `pattern`, ... — the first one a field breaks), and for a new row a time before the current
 * minute (`notPastOnCreate`). A disabled field is not checked. Each message is the form's
 * `messages` entry for the rule, else the catalogue's text of the rule.
 *
 * @example
 * rowErrors(fields, values, check, true, new Date()); // { start_date_time: 'Start date cannot be in the past when creating a new maintenance' }
 */
export function rowErrors(fields: readonly RowField[], values: RowValues, check: RowCheck, creating: boolean, now: Date, can?: (rule: AccessRule) => boolean): RowErrors {
  const errors: RowErrors = {};
  const byName = new Map(fields.map((field) => [field.field, field]));
  for (const broken of check(rowData(fields, values, can))) {
    const field = byName.get(broken.field);
    if (field === undefined || errors[field.field] !== undefined || fieldDisabled(field, values, can)) continue;
    const key = field.messages[broken.keyword];
    errors[field.field] = key === undefined ? schemaRuleMessage({ name: broken.keyword, params: broken.params }) : key;
  }
  if (!creating) return errors;
  for (const field of fields) {
    const value = values[field.field];
    if (field.options.notPastOnCreate !== true || errors[field.field] !== undefined || typeof value !== 'string') continue;
    const seconds = unixSeconds(value);
    if (seconds !== undefined && Math.floor(seconds / 60) * 60 < currentMinute(now)) errors[field.field] = (field.messages.notPastOnCreate ?? message('notValidValue'));
  }
  return errors;
}

/**
 * The body a row is sent with: its `keep` fields as loaded and its edited fields as their inputs
 * send them (an empty digits field is left out, so the server's default applies).
 *
 * @example
 * rowBody(fields, values, ['id', 'key'], row); // { id: 3, key: 'support_phone', value: '555' }
 */
export function rowBody(fields: readonly RowField[], values: RowValues, keep: readonly string[], row: Row | undefined): JsonObject {
  const body: JsonObject = {};
  for (const name of keep) {
    const value = row === undefined ? undefined : valueAtPath(row, name);
    if (value !== undefined) body[name] = value;
  }
  for (const field of fields) {
    const value = field.input.sent(values[field.field]);
    if (value !== undefined) body[field.field] = value;
  }
  return body;
}
