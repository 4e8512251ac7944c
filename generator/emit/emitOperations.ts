import type { MergedOpenApi } from '../load/mergeOpenApi';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/operations.ts`: each operationId of specs/api with its HTTP method and
 * path, sorted by operationId, and the `OperationId` type.
 *
 * @example
 * emitOperations(merged).path; // 'src/generated/operations.ts'
 */
export function emitOperations(openApi: MergedOpenApi): GeneratedFile {
  const table = Object.fromEntries(
    [...openApi.operations.values()]
      .sort((a, b) => (a.operationId < b.operationId ? -1 : 1))
      .map((operation) => [operation.operationId, { method: operation.method, path: operation.path }]),
  );
  const content = `${generatedHeader}// The operations of specs/api by operationId.

/** An HTTP method of an operation, lower case as OpenAPI writes it. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** Every operation's method and path (relative to the middleware's \`/api\` root). */
export const operations = ${JSON.stringify(table)} as const satisfies Readonly<Record<string, { method: HttpMethod; path: string }>>;

/** An operationId of specs/api. */
export type OperationId = keyof typeof operations;
`;
  return { path: 'src/generated/operations.ts', content };
}
