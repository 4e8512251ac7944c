import type { MergedOpenApi } from '../load/mergeOpenApi';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/operations.ts`: each operationId of specs/api with its HTTP method and
 * path (and `multipart: true` when its request body is multipart/form-data), sorted by
 * operationId, and the `OperationId` type.
 *
 * @example
 * emitOperations(merged).path; // 'src/generated/operations.ts'
 */
export function emitOperations(openApi: MergedOpenApi): GeneratedFile {
  const table = Object.fromEntries(
    [...openApi.operations.values()]
      .sort((a, b) => (a.operationId < b.operationId ? -1 : 1))
      .map((operation) => [
        operation.operationId,
        {
          method: operation.method,
          path: operation.path,
          ...(isMultipart(openApi, operation.path, operation.method) ? { multipart: true } : {}),
          ...realtimeOf(openApi, operation.path, operation.method),
        },
      ]),
  );
  const content = `${generatedHeader}// The operations of specs/api by operationId.

/** An HTTP method of an operation, lower case as OpenAPI writes it. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/**
 * Every operation's method and path (relative to the middleware's \`/api\` root); \`multipart\`
 * when its request body is multipart/form-data (the client then sends a FormData); \`changes\`
 * (the resource it writes, \`x-cadence-changes\`) and \`reads\` (the resources its answer shows,
 * \`x-cadence-reads\`), which tell the portal's cache which answers a write makes stale.
 */
export const operations = ${JSON.stringify(table)} as const satisfies Readonly<Record<string, { method: HttpMethod; path: string; multipart?: true; changes?: string; reads?: readonly string[] }>>;

/** An operationId of specs/api. */
export type OperationId = keyof typeof operations;
`;
  return { path: 'src/generated/operations.ts', content };
}

/** True when the operation's request body is sent as multipart/form-data (a picture upload). */
function isMultipart(openApi: MergedOpenApi, path: string, method: string): boolean {
  const item = openApi.document.paths[path] as Record<string, { requestBody?: { content?: Record<string, unknown> } } | undefined> | undefined;
  return item?.[method]?.requestBody?.content?.['multipart/form-data'] !== undefined;
}

/** The real-time extensions of an operation: the resource it writes and the resources it reads. */
function realtimeOf(
  openApi: MergedOpenApi,
  path: string,
  method: string,
): { changes?: string; reads?: string[] } {
  const item = openApi.document.paths[path] as
    Record<string, Record<string, unknown> | undefined> | undefined;
  const operation = item?.[method] ?? {};
  const changes = (operation['x-cadence-changes'] as { resource?: unknown } | undefined)?.resource;
  const reads = operation['x-cadence-reads'];
  return {
    ...(typeof changes === 'string' ? { changes } : {}),
    ...(Array.isArray(reads)
      ? { reads: reads.filter((name): name is string => typeof name === 'string') }
      : {}),
  };
}
