import type { OpenApiDocument } from '../load/mergeOpenApi';
import { findOperation, resolveLocalRef } from '../load/openApiLookup';

type Schema = Record<string, unknown>;
const isRecord = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The OpenAPI extension that marks an object schema open on purpose: its keys are data (a map
 * keyed by id, settings named by the records themselves), so a field path through it is not
 * checked. Any other object schema that declares no `properties` is reported where a spec names
 * a field in it, so that its description gets closed.
 */
export const openExtension = 'x-cadence-open';

/** Where field paths are resolved: a schema of the merged description and the words that name it. */
export interface FieldScope {
  document: OpenApiDocument;
  schema: Schema;
  /** How a problem names the scope, e.g. "the records of `listDevices`". */
  owner: string;
}

/** What a dotted field path (`device_type.name`, `volume_levels.0.level`) names in a scope. */
export type FieldPathResolution =
  /** The path names a value; `schema` is its schema (undefined under an object open on purpose). */
  | { found: true; schema: Schema | undefined }
  /** Segment `at` is not among the `known` names of the object before it (none when that value is no object). */
  | { found: false; reason: 'unknown'; at: number; known: string[] }
  /** The object before segment `at` declares no fields, so the path cannot be checked. */
  | { found: false; reason: 'open'; at: number };

/**
 * The scope of the records an operation answers, read from its 200 answer: the items of `data`
 * when it is an array, the items of `data.data` for a paged answer, else `data` itself (one
 * record). The middleware serializes an answer from its schema, so the declared properties are
 * what a screen can rely on. `undefined` when the operation is unknown or answers no JSON `data`.
 *
 * @example
 * resolveFieldPath(answerRecords(document, 'listDevices')!, 'device_type.name'); // { found: true, ... }
 */
export function answerRecords(document: OpenApiDocument, operationId: unknown): FieldScope | undefined {
  const data = answerDataSchema(document, operationId);
  if (data === undefined) return undefined;
  const owner = `the records of \`${String(operationId)}\``;
  if (isArray(data)) return scopeOf(document, resolveLocalRef(document, data.items), owner);
  const page = resolveLocalRef(document, collectFields(document, data).fields.get('data')?.[0]);
  if (page !== undefined && isArray(page)) return scopeOf(document, resolveLocalRef(document, page.items), owner);
  return { document, schema: data, owner };
}

/**
 * The scope of an operation's whole answer (the `data` of its 200 answer, which the portal's
 * client unwraps): a list's `subtitle` reads the fields beside its rows there.
 *
 * @example
 * answerData(document, 'listDeviceSessions'); // { schema: DeviceSessionPage, owner: 'the answer of `listDeviceSessions`' }
 */
export function answerData(document: OpenApiDocument, operationId: unknown): FieldScope | undefined {
  const data = answerDataSchema(document, operationId);
  return data === undefined ? undefined : { document, schema: data, owner: `the answer of \`${String(operationId)}\`` };
}

/**
 * The scope of an operation's JSON request body, or of one object field of it (`search`, where a
 * list sends its filters); `undefined` when the operation or that part is not described.
 *
 * @example
 * requestFields(document, 'listPatients', 'search'); // the PatientsListSearch schema
 */
export function requestFields(document: OpenApiDocument, operationId: unknown, part?: string): FieldScope | undefined {
  if (typeof operationId !== 'string') return undefined;
  const operation = findOperation(document, operationId);
  const content = resolveLocalRef(document, resolveLocalRef(document, operation?.requestBody)?.content);
  const body = resolveLocalRef(document, resolveLocalRef(document, content?.['application/json'])?.schema);
  if (body === undefined) return undefined;
  if (part === undefined) return { document, schema: body, owner: `the request body of \`${operationId}\`` };
  const schema = resolveLocalRef(document, collectFields(document, body).fields.get(part)?.[0]);
  return schema === undefined ? undefined : { document, schema, owner: `the \`${part}\` of the request of \`${operationId}\`` };
}

/**
 * The scope of the items of the array a resolved field path names (the rows of a detail table),
 * or `undefined` when it names no array or is not found.
 *
 * @example
 * itemsAt(answerRecords(document, 'getDevice')!, 'sessions', 'the rows of `detail.tables[0]`');
 */
export function itemsAt(scope: FieldScope, fieldPath: string, owner: string): FieldScope | undefined {
  const resolved = resolveFieldPath(scope, fieldPath);
  if (!resolved.found || resolved.schema === undefined) return undefined;
  const items = variants(scope.document, resolved.schema)
    .filter(isArray)
    .map((array) => resolveLocalRef(scope.document, array.items))
    .find((item) => item !== undefined);
  return items === undefined ? undefined : { document: scope.document, schema: items, owner };
}

/**
 * Resolves a dotted field path, segment by segment, through `$ref`s, `allOf` (the fields of every
 * part), `oneOf`/`anyOf` (the fields of any branch; a `null` branch is a missing value), nullable
 * types, nested objects and arrays (a numeric segment is an index: `volume_levels.0.level`, or
 * `address[-1]` for the last item).
 *
 * @example
 * resolveFieldPath(scope, 'device_type.nmae'); // { found: false, reason: 'unknown', at: 1, known: ['id', 'name'] }
 */
export function resolveFieldPath(scope: FieldScope, fieldPath: string): FieldPathResolution {
  const { document } = scope;
  let candidates: Schema[] = [scope.schema];
  const segments = fieldPathSegments(fieldPath);
  for (const [at, segment] of segments.entries()) {
    const shapes = candidates.flatMap((schema) => variants(document, schema));
    if (/^-?\d+$/.test(segment)) {
      const items = resolvedAll(document, shapes.filter(isArray).map((array) => array.items));
      if (items.length > 0) {
        candidates = items;
        continue;
      }
    }
    const level = shapes.map((shape) => collectFields(document, shape));
    const next = level.flatMap((fields) => fields.fields.get(segment) ?? []);
    if (next.length > 0) {
      candidates = resolvedAll(document, next);
      continue;
    }
    const onPurpose = level.filter((fields) => fields.openOnPurpose);
    if (onPurpose.length > 0) {
      // Keys are data: the segment is any key, its value the map's value schema when it has one.
      const values = resolvedAll(document, onPurpose.map((fields) => fields.additional));
      if (values.length === 0 || at === segments.length - 1) return { found: true, schema: values[0] };
      candidates = values;
      continue;
    }
    if (level.some((fields) => fields.open)) return { found: false, reason: 'open', at };
    return { found: false, reason: 'unknown', at, known: [...new Set(level.flatMap((fields) => [...fields.fields.keys()]))] };
  }
  return { found: true, schema: candidates[0] };
}

// One segment per name or index: `address[-1].city` (a form's `load.map`, the last item) and
// `volume_levels.0.level` alike.
function fieldPathSegments(fieldPath: string): string[] {
  return fieldPath.replace(/\[(-?\d+)\]/g, '.$1').split('.');
}

function answerDataSchema(document: OpenApiDocument, operationId: unknown): Schema | undefined {
  if (typeof operationId !== 'string') return undefined;
  const operation = findOperation(document, operationId);
  if (operation === undefined) return undefined;
  const answer = resolveLocalRef(document, resolveLocalRef(document, operation.responses)?.['200']);
  const json = resolveLocalRef(document, resolveLocalRef(document, answer?.content)?.['application/json']);
  const body = resolveLocalRef(document, json?.schema);
  return body === undefined ? undefined : resolveLocalRef(document, collectFields(document, body).fields.get('data')?.[0]);
}

function scopeOf(document: OpenApiDocument, schema: Schema | undefined, owner: string): FieldScope | undefined {
  return schema === undefined ? undefined : { document, schema, owner };
}

// The shapes a value of this schema may take: the schema itself, or each non-null branch of its
// `oneOf`/`anyOf` (recursively), every `$ref` followed.
function variants(document: OpenApiDocument, schema: Schema, depth = 0): Schema[] {
  const branches = [...listed(schema.oneOf), ...listed(schema.anyOf)]
    .map((branch) => resolveLocalRef(document, branch))
    .filter((branch): branch is Schema => branch !== undefined && branch.type !== 'null');
  if (branches.length === 0 || depth > 10) return [schema];
  return branches.flatMap((branch) => variants(document, branch, depth + 1));
}

interface LevelFields {
  /** Each declared field's schemas (one per `allOf` part that declares it). */
  fields: Map<string, unknown[]>;
  /** The object declares no fields: any name might be right. */
  open: boolean;
  /** It is marked `x-cadence-open`: its keys are data. */
  openOnPurpose: boolean;
  /** The schema of its values when it is a map (`additionalProperties: {...}`). */
  additional: unknown;
}

// The fields of one shape of an object: its properties with those of its `allOf` parts and of
// the branches of a `oneOf`/`anyOf` inside them. A scalar or an array has no fields (and is not open).
function collectFields(document: OpenApiDocument, schema: Schema, depth = 0): LevelFields {
  const level: LevelFields = { fields: new Map(), open: false, openOnPurpose: schema[openExtension] === true, additional: schema.additionalProperties };
  for (const [name, value] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) level.fields.set(name, [value]);
  const parts = depth > 10 ? [] : resolvedAll(document, [...listed(schema.allOf), ...listed(schema.oneOf), ...listed(schema.anyOf)]);
  const inner = parts.filter((part) => part.type !== 'null').map((part) => collectFields(document, part, depth + 1));
  for (const part of inner) {
    for (const [name, values] of part.fields) level.fields.set(name, [...(level.fields.get(name) ?? []), ...values]);
    level.openOnPurpose ||= part.openOnPurpose;
    level.additional ??= part.additional;
  }
  level.open = level.fields.size === 0 && !level.openOnPurpose && mayBeOpenObject(schema) && inner.every((part) => part.open);
  return level;
}

// An object that does not close itself to every key (`additionalProperties: false`), or a schema
// that does not say what it is (`{}`); not a scalar, an enum or an array.
function mayBeOpenObject(schema: Schema): boolean {
  if (schema.additionalProperties === false) return false;
  const types = typesOf(schema);
  if (types.length > 0) return types.includes('object');
  return schema.enum === undefined && schema.const === undefined && !isArray(schema);
}

// The schemas of the values, `$ref`s followed; a value that is no schema is left out.
function resolvedAll(document: OpenApiDocument, values: readonly unknown[]): Schema[] {
  return values.map((value) => resolveLocalRef(document, value)).filter((schema): schema is Schema => schema !== undefined);
}

function typesOf(schema: Schema): string[] {
  return typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((type): type is string => typeof type === 'string') : [];
}

function isArray(schema: Schema): boolean {
  return typesOf(schema).includes('array') || (schema.items !== undefined && typesOf(schema).length === 0);
}

function listed(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
