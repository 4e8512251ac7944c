/**
 * A JSON object whose fields nobody can list at compile time: a request body, query or answer
 * whose fields a spec names at run time (the generic runtime serves every operation), a parsed
 * message, a schema fragment or a widget's `ui:options`. Data of a known operation is typed by
 * it instead (`OperationData<'opId'>`, `OperationBody<'opId'>` of src/generated/operationTypes)
 * and a record an operation answers is `Row` (runtime/formats/cellDisplay). It lives in api/,
 * the runtime's lowest folder, so that every folder, the API client included, can name it.
 */
export type JsonObject = Record<string, unknown>;

/**
 * Whether `value` is a JSON object: not null, not an array.
 *
 * @example
 * isJsonObject({ id: 7 }); // true
 * isJsonObject([1, 2]); // false
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value` when it is a JSON object, else an empty one: for reading fields of a value that may be
 * absent or of another kind (a schema's `properties`, a field's `ui:options`).
 *
 * @example
 * asJsonObject({ id: 7 }); // { id: 7 }
 * asJsonObject(undefined); // {}
 */
export function asJsonObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
