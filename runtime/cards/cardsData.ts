import type { CallParams } from '../api/apiClient';
import type { Compiled } from '../../src/generated/compiled-types';
import type { OperationId } from '../../src/generated/operations';
import type { CardForm, CardsSource } from '../../src/generated/spec-types';
import { valueAtPath } from '../core/formFieldPaths';
import type { Row } from '../formats/cellDisplay';
import type { JsonObject } from '../api/jsonObject';

/**
 * The rows of an answer: the answer itself when it is an array, else its `data` array (a paged
 * answer); anything else is no rows.
 *
 * @example
 * recordsOf({ data: [{ id: 1 }] }); // [{ id: 1 }]
 */
export function recordsOf(answer: unknown): Row[] {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(list) ? list.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

/** The call of a source for a card's record (none for the screen's own source): body and path parameters. */
export function sourceCall(source: Compiled<CardsSource>, record: unknown = {}): { operationId: OperationId; body: unknown; params: CallParams | undefined } {
  const path: Record<string, string | number> = {};
  for (const [name, field] of Object.entries(source.params ?? {})) {
    const value = valueAtPath(record, field);
    if (typeof value === 'string' || typeof value === 'number') path[name] = value;
  }
  return { operationId: source.operation, body: source.body, params: Object.keys(path).length > 0 ? { path } : undefined };
}

/**
 * The rows of a source's answer that belong to a card: each `match` entry (row field → record
 * field) must hold, e.g. `{ 'firmware_type.id': 'id' }` keeps a type's versions.
 *
 * @example
 * matchRows([{ t: { id: 1 } }, { t: { id: 2 } }], { 't.id': 'id' }, { id: 2 }); // [{ t: { id: 2 } }]
 */
export function matchRows(rows: readonly Row[], match: Readonly<Record<string, string>> | undefined, record: unknown): Row[] {
  const entries = Object.entries(match ?? {});
  return rows.filter((row) => entries.every(([rowField, recordField]) => valueAtPath(row, rowField) === valueAtPath(record, recordField)));
}

/** A record's key among cards and rows: its `id` when it is text or a number, else its position. */
export function rowKey(record: Row, index: number): string {
  const id = record.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * The body a card form sends: the form's data (a `file` field's chosen file instead of its name),
 * then `values` (body field → field of the card's record), then `constants`.
 *
 * @example
 * cardFormBody({ version_number: '1.2' }, { firmware_type_id: 'id' }, { active: 0 }, { id: 7 }, new Map());
 * // { version_number: '1.2', firmware_type_id: 7, active: 0 }
 */
export function cardFormBody(
  data: JsonObject,
  values: Readonly<Record<string, string>> | undefined,
  constants: CardForm['constants'],
  record: unknown,
  files: ReadonlyMap<string, File>,
): JsonObject {
  const body: JsonObject = { ...data };
  for (const [path, file] of files) if (path in body) body[path] = file;
  for (const [name, field] of Object.entries(values ?? {})) body[name] = valueAtPath(record, field);
  return { ...body, ...(constants ?? {}) };
}

/** Whether every field of `requires` has a value (the submit button is enabled only then). */
export function requiredFilled(requires: readonly string[] | undefined, data: JsonObject): boolean {
  return (requires ?? []).every((field) => {
    const value = valueAtPath(data, field);
    return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}

/**
 * Where a card form's fields start (`initial`): the record's values of the form's `fields`, then
 * those of the object of the record's list `from` whose fields equal the record's for each
 * `match` entry (object field → record field), when one does. Only the form's own `fields` are
 * kept, so nothing else is sent back. The object is returned too (a delete or a link reads it);
 * no `initial` starts the form empty.
 *
 * @example
 * initialFormData({ from: 'licences', match: { state: 'state' } }, { state: 'CO', licences: [{ state: 'CO', number: 'C1', id: 4 }] }, ['state', 'number']);
 * // { data: { state: 'CO', number: 'C1' }, from: { state: 'CO', number: 'C1', id: 4 } }
 */
export function initialFormData(
  initial: { from?: string; match?: Readonly<Record<string, string>> } | undefined,
  record: unknown,
  fields: readonly string[],
): { data: JsonObject; from: Row | undefined } {
  if (initial === undefined) return { data: {}, from: undefined };
  let from: Row | undefined;
  if (initial.from !== undefined) {
    const list = valueAtPath(record, initial.from);
    from = Array.isArray(list) ? matchRows(recordsOf(list), initial.match, record)[0] : undefined;
  }
  const data: JsonObject = {};
  for (const source of [record, from]) {
    for (const field of fields) {
      const value = valueAtPath(source, field);
      if (value !== undefined && value !== null) data[field] = value;
    }
  }
  return { data, from };
}
