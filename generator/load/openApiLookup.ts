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
  for (const item of Object.values(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (isRecord(operation) && operation.operationId === operationId) return operation;
    }
  }
  return undefined;
}
