import type { MergedOpenApi } from '../load/mergeOpenApi';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

type JsonObject = Record<string, unknown>;

/**
 * Emits `src/generated/operationTypes.ts`: the portal's per-operation types (`OperationBody`,
 * `OperationData`, `OperationPathParams`: what a typed call sends and receives) and, for each
 * operationId of specs/api, what its handler
 * receives and answers, from the openapi-typescript types of `./api` — the validated JSON body
 * (a multipart body's field names), the path and query parameters by name (coerced and typed by their
 * schemas), their `x-cadence-scope`, and the `data` of its 200 answer. The server's handler map
 * (`server/http/OperationHandler.ts`) is typed by it, so a handler that reads a field the
 * description does not have, or answers another shape, does not compile.
 *
 * @example
 * emitOperationTypes(merged).path; // 'src/generated/operationTypes.ts'
 */
export function emitOperationTypes(openApi: MergedOpenApi): GeneratedFile {
  const entries = [...openApi.operations.values()]
    .sort((a, b) => (a.operationId < b.operationId ? -1 : 1))
    .map(({ operationId, method, path }) => {
      const operation = operationAt(openApi, path, method);
      const op = `ApiOperations['${operationId}']`;
      const fields = multipartFieldNames(openApi, operation);
      const body =
        fields === undefined
          ? `JsonBody<${op}>`
          : `MultipartFields<${fields.map((name) => `'${name}'`).join(' | ') || 'never'}>`;
      const summary =
        typeof operation.summary === 'string' ? ` — ${operation.summary.replace(/\*\//g, '*\\/')}` : '';
      return `  /** ${method.toUpperCase()} ${path}${summary} */
  ${operationId}: {
    body: ${body};
    params: ParametersIn<${op}, 'path'>;
    query: ParametersIn<${op}, 'query'>;
    response: ResponseData<${op}>;
    scope: ${scopeNames(operation)};
  };`;
    });
  const content = `${generatedHeader}// What each operation of specs/api takes and answers: for the middleware's handlers
// (OperationTypes) and for the portal's callers (OperationBody, OperationData, OperationPathParams).
// Types only, so the pure machines may import them too.
import type { operations as ApiOperations } from './api';
import type { OperationId } from './operations';

/** The JSON body after validation (an absent optional body arrives as \`{}\`). */
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : Record<string, never>;

/**
 * A multipart body by field name: each part is a text field or an uploaded file, read with
 * \`multipartText\` / \`multipartFile\` (server/http/multipartParts.ts).
 */
type MultipartFields<Name extends string> = { readonly [K in Name]?: unknown };

/**
 * Path or query parameters by name, as their schemas type them: the registrar coerces the text they
 * arrive as (an \`integer\` is a number, a \`boolean\` true or false, an array an array) and
 * validates it before the handler runs.
 */
type ParametersIn<Op, Where extends 'path' | 'query'> = Op extends { parameters: { [W in Where]?: infer Parameters } }
  ? [NonNullable<Parameters>] extends [never]
    ? Record<string, never>
    : Readonly<NonNullable<Parameters>>
  : Record<string, never>;

/** The \`data\` of the operation's 200 answer (sent as \`{data}\`). */
type ResponseData<Op> = Op extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;

/** An operationId that the generated types describe (every one of specs/api). */
export type TypedOperationId = OperationId & keyof ApiOperations;

/**
 * What the portal sends an operation: its JSON body, its multipart fields (any of them may be a
 * file: openapi-typescript types \`format: binary\` as a string) or a FormData, or nothing.
 */
export type OperationBody<Op extends TypedOperationId> = ApiOperations[Op] extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : ApiOperations[Op] extends { requestBody?: { content: { 'multipart/form-data': infer Fields } } }
    ? { [K in keyof Fields]: Fields[K] | Blob } | FormData
    : undefined;

/** What the portal receives from an operation: the payload of its 200 answer, its \`data\` when enveloped. */
export type OperationData<Op extends TypedOperationId> = ApiOperations[Op] extends { responses: { 200: { content: { 'application/json': infer Answer } } } }
  ? Answer extends { data: infer Data }
    ? Data
    : Answer
  : unknown;

/** The path parameters the portal fills, by name (\`{ id: 7 }\` for \`practice/{id}\`); undefined when the path has none. */
export type OperationPathParams<Op extends TypedOperationId> = ApiOperations[Op] extends { parameters: { path: infer Path } }
  ? [NonNullable<Path>] extends [never]
    ? undefined
    : { [K in keyof NonNullable<Path>]: string | number }
  : undefined;

/**
 * What each operation's handler receives (body, params, query) and answers (response), by
 * operationId, and the data-scoped resources its \`x-cadence-scope\` declares (\`scope\`: the
 * registrar hands the handler each one already scoped to the caller).
 */
export interface OperationTypes {
${entries.join('\n')}
}
`;
  return { path: 'src/generated/operationTypes.ts', content };
}

interface OperationObject {
  summary?: unknown;
  'x-cadence-scope'?: unknown;
  requestBody?: { content?: Record<string, { schema?: JsonObject } | undefined> };
}

function operationAt(openApi: MergedOpenApi, path: string, method: string): OperationObject {
  const item = openApi.document.paths[path] as Record<string, OperationObject | undefined> | undefined;
  const operation = item?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the merged OpenAPI document`);
  return operation;
}

/** The property names of a multipart/form-data body's schema; undefined for any other body. */
function multipartFieldNames(openApi: MergedOpenApi, operation: OperationObject): string[] | undefined {
  const media = operation.requestBody?.content?.['multipart/form-data'];
  if (!media) return undefined;
  const schema = resolve(openApi, media.schema);
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties).sort() : [];
}

function resolve(openApi: MergedOpenApi, schema: JsonObject | undefined): JsonObject | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = openApi.document;
  for (const key of ref.slice(2).split('/'))
    node = (node as JsonObject | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolve(openApi, node as JsonObject | undefined);
}

/** The resources of an operation's `x-cadence-scope` (one name or a list) as a union type; `never` when it declares none. */
function scopeNames(operation: OperationObject): string {
  const names = scopeResourcesOf(operation['x-cadence-scope']);
  return names.length === 0 ? 'never' : names.map((name) => `'${name}'`).join(' | ');
}

/** The resource names of an `x-cadence-scope` value: one name or a list of names. */
export function scopeResourcesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}
