// Lookups in the merged OpenAPI description that the compiler and the linter share.
import { httpMethods, type OpenApiDocument } from './mergeOpenApi';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object of the merged OpenAPI description with its local `$ref`s followed
 * (`#/components/schemas/Patient` → that schema); undefined for a missing target or a value that
 * is no object.
 *
 * @example
 * resolveLocalRef(document, { $ref: '#/components/schemas/Patient' }); // the Patient schema
 */
export function resolveLocalRef(document: OpenApiDocument, value: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const ref = value.$ref;
  if (typeof ref !== 'string' || depth > 20) return value;
  if (!ref.startsWith('#/')) return undefined;
  const target = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
  return resolveLocalRef(document, target, depth + 1);
}

/**
 * The operation object of the merged description with this `operationId`, whatever its path and
 * method; undefined when no operation has it.
 *
 * @example
 * findOperation(document, 'listPractices')?.responses;
 */
export function findOperation(document: OpenApiDocument, operationId: string): Record<string, unknown> | undefined {
  let byId = operationsById.get(document);
  if (byId === undefined) {
    byId = new Map();
    for (const item of Object.values(document.paths)) {
      for (const method of httpMethods) {
        const operation = item[method];
        if (isRecord(operation) && typeof operation.operationId === 'string' && !byId.has(operation.operationId)) byId.set(operation.operationId, operation);
      }
    }
    operationsById.set(document, byId);
  }
  return byId.get(operationId);
}

// The linter looks operations up by id for every name a screen uses: indexed once per document.
const operationsById = new WeakMap<OpenApiDocument, Map<string, Record<string, unknown>>>();

/**
 * The names a call of `operationId` may be given: its path and query parameters and the
 * properties of its request body (through `$ref` and `allOf`); undefined when the body's shape
 * is open (no properties declared), so that any name may be right.
 *
 * @example
 * operationParameterNames(document, 'archivePractice'); // Set { 'id' }
 */
export function operationParameterNames(document: OpenApiDocument, operationId: string): Set<string> | undefined {
  const operation = findOperation(document, operationId);
  if (operation === undefined) return undefined;
  const names = new Set<string>();
  const pathItem = Object.values(document.paths).find((item) => httpMethods.some((method) => item[method] === operation));
  const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const parameters = [...listed(pathItem?.parameters), ...listed(operation.parameters)];
  for (const parameter of parameters) {
    const name = resolveLocalRef(document, parameter)?.name;
    if (typeof name === 'string') names.add(name);
  }
  const body = resolveLocalRef(document, operation.requestBody);
  const content = isRecord(body?.content) ? Object.values(body.content) : [];
  for (const media of content) {
    const properties = schemaPropertyNames(document, isRecord(media) ? media.schema : undefined, 0);
    if (properties === undefined) return undefined;
    for (const name of properties) names.add(name);
  }
  return names;
}

// The properties a body schema declares, its `allOf` branches' too; undefined when it declares none.
function schemaPropertyNames(document: OpenApiDocument, value: unknown, depth: number): string[] | undefined {
  const schema = resolveLocalRef(document, value);
  if (schema === undefined || depth > 20) return undefined;
  const own = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  const branches = (Array.isArray(schema.allOf) ? schema.allOf : []).map((branch) => schemaPropertyNames(document, branch, depth + 1));
  if (branches.some((branch) => branch === undefined)) return undefined;
  const all = [...own, ...branches.flatMap((branch) => branch ?? [])];
  return all.length === 0 ? undefined : all;
}
