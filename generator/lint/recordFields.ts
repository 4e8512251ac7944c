import { findOperation, resolveLocalRef } from '../load/openApiLookup';
import type { OpenApiDocument } from '../load/mergeOpenApi';

type Schema = Record<string, unknown>;
const isRecord = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The top-level fields of the records an operation answers, read from its 200 answer in the
 * merged OpenAPI description: the items of `data` when it is an array, the items of `data.data`
 * for a paged answer, else `data` itself (one record). The middleware serializes an answer from
 * its schema, so the declared properties are all a screen can rely on, even where
 * `additionalProperties` lets more through. `undefined` when the operation is unknown or its
 * records have no properties of their own (`oneOf`/`anyOf`, or none declared).
 *
 * @example
 * recordFields(document, 'listPractices')?.has('status'); // true
 */
export function recordFields(document: OpenApiDocument | undefined, operationId: unknown): ReadonlySet<string> | undefined {
  if (document === undefined || typeof operationId !== 'string') return undefined;
  const operation = findOperation(document, operationId);
  if (operation === undefined) return undefined;
  const answer = resolveLocalRef(document, resolveLocalRef(document, operation.responses)?.['200']);
  const json = resolveLocalRef(document, resolveLocalRef(document, answer?.content)?.['application/json']);
  const data = resolveLocalRef(document, propertiesOf(document, resolveLocalRef(document, json?.schema))?.data);
  if (data === undefined) return undefined;
  let record: Schema | undefined = data;
  if (data.type === 'array') record = resolveLocalRef(document, data.items);
  else {
    const page = resolveLocalRef(document, propertiesOf(document, data)?.data);
    if (page?.type === 'array') record = resolveLocalRef(document, page.items);
  }
  const fields = propertiesOf(document, record);
  return fields === undefined ? undefined : new Set(Object.keys(fields));
}

// The properties of an object schema, with those of its `allOf` parts; `undefined` when any part
// has none of its own (`oneOf`/`anyOf`, or no properties).
function propertiesOf(document: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema | undefined {
  if (schema === undefined || depth > 10) return undefined;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return undefined;
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map((part) => propertiesOf(document, resolveLocalRef(document, part), depth + 1)) : [];
  if (parts.some((part) => part === undefined)) return undefined;
  const own = isRecord(schema.properties) ? schema.properties : undefined;
  if (own === undefined && parts.length === 0) return undefined;
  return Object.assign({}, ...parts, own ?? {}) as Schema;
}
