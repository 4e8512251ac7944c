import { findOperation, resolveLocalRef } from '../load/openApiLookup';
import type { OpenApiDocument } from '../load/mergeOpenApi';

/** How a list operation's answer names its pages: `camel` (currentPage), `snake` (current_page) or `whole` (an array). */
export type ListPaging = 'camel' | 'snake' | 'whole';

/** Where a list's filter values go in its request: the `search` object, or fields of the body itself. */
export type ListFiltersAt = 'search' | 'body';

/** The wire shape of a list operation, or what the description leaves open. */
export interface ListWireShape {
  paging: ListPaging | undefined;
  filtersAt: ListFiltersAt;
}

/** The operation extensions that state the shape where the schemas cannot tell it. */
export const pagingExtension = 'x-cadence-paging';
export const filtersExtension = 'x-cadence-filters';
export const pagingValues: readonly ListPaging[] = ['camel', 'snake', 'whole'];
export const filtersValues: readonly ListFiltersAt[] = ['search', 'body'];

type Schema = Record<string, unknown>;
const isRecord = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a list operation's wire shape from the merged OpenAPI description: the 200 answer's
 * `data` is an array → `whole`; it has `currentPage` → `camel`; `current_page` → `snake`. Filters
 * go in `search` when the request body has a `search` object, otherwise in the body. An operation's
 * `x-cadence-paging` / `x-cadence-filters` wins over what the schemas suggest. `undefined` when the
 * operation is not in the description.
 *
 * @example
 * listWireShape(document, 'listPatients'); // { paging: 'camel', filtersAt: 'search' }
 */
export function listWireShape(document: OpenApiDocument, operationId: string): ListWireShape | undefined {
  const operation = findOperation(document, operationId);
  if (operation === undefined) return undefined;
  const statedPaging = operation[pagingExtension];
  const statedFilters = operation[filtersExtension];
  return {
    paging: pagingValues.find((value) => value === statedPaging) ?? answerPaging(document, operation),
    filtersAt: filtersValues.find((value) => value === statedFilters) ?? bodyFiltersAt(document, operation),
  };
}

function answerPaging(document: OpenApiDocument, operation: Schema): ListPaging | undefined {
  const answer = resolveLocalRef(document, (resolveLocalRef(document, operation.responses) ?? {})['200']);
  const content = resolveLocalRef(document, answer?.content);
  const body = resolveLocalRef(document, resolveLocalRef(document, content?.['application/json'])?.schema);
  const data = resolveLocalRef(document, propertiesOf(document, body).data);
  if (data === undefined) return undefined;
  if (data.type === 'array') return 'whole';
  const fields = propertiesOf(document, data);
  if ('currentPage' in fields) return 'camel';
  if ('current_page' in fields) return 'snake';
  return undefined;
}

function bodyFiltersAt(document: OpenApiDocument, operation: Schema): ListFiltersAt {
  const requestBody = resolveLocalRef(document, operation.requestBody);
  const content = resolveLocalRef(document, requestBody?.content);
  const body = resolveLocalRef(document, resolveLocalRef(document, content?.['application/json'])?.schema);
  const search = resolveLocalRef(document, propertiesOf(document, body).search);
  return search !== undefined ? 'search' : 'body';
}

// The properties of a schema, with those of its `allOf`/`oneOf`/`anyOf` parts.
function propertiesOf(document: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema {
  if (schema === undefined || depth > 10) return {};
  const own = isRecord(schema.properties) ? schema.properties : {};
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
  return Object.assign({}, ...parts.map((part) => propertiesOf(document, resolveLocalRef(document, part), depth + 1)), own) as Schema;
}
