import type { LintProblem } from '../lint/LintProblem';
import { positionOf } from '../lint/nodePosition';
import type { SpecFile } from './SpecFile';

/** An OpenAPI document as plain data. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

/** Where each operation was declared, for problems that point at it. */
export interface OperationSource {
  operationId: string;
  method: string;
  path: string;
  file: SpecFile;
}

/** The merged document, its operations by operationId, and what went wrong while merging. */
export interface MergedOpenApi {
  document: OpenApiDocument;
  operations: Map<string, OperationSource>;
  problems: LintProblem[];
}

/** The HTTP methods of an OpenAPI path item, in the order the generated files list them. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// Top-level fields taken from the first file that has them; every file may carry them so that
// each one is a valid OpenAPI document on its own for editors.
const documentFields = ['openapi', 'info', 'servers', 'security', 'jsonSchemaDialect'] as const;

/**
 * Merges the partial OpenAPI 3.1 documents of specs/api into one: paths and components are
 * united; a path+method or a component name declared twice, a repeated operationId or an
 * operation without one is a problem at the second declaration.
 *
 * @example
 * const { document, operations, problems } = mergeOpenApi(tree.api);
 */
export function mergeOpenApi(files: readonly SpecFile[]): MergedOpenApi {
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Cadence middleware', version: '1.0.0' },
    paths: {},
    components: {},
  };
  const seenFields = new Set<string>();
  const tags = new Map<string, unknown>();
  const operations = new Map<string, OperationSource>();
  const problems: LintProblem[] = [];
  const problemAt = (
    file: SpecFile,
    path: (string | number)[],
    message: string,
    at: 'key' | 'value' = 'key',
  ) => {
    problems.push({ file: file.path, ...positionOf(file, path, at), message });
  };

  for (const file of files) {
    if (!isRecord(file.data)) continue;
    const part = file.data;
    for (const field of documentFields) {
      if (part[field] !== undefined && !seenFields.has(field)) {
        seenFields.add(field);
        document[field] = part[field];
      }
    }
    for (const tag of Array.isArray(part.tags) ? part.tags : []) {
      const name = isRecord(tag) ? String(tag.name) : String(tag);
      if (!tags.has(name)) tags.set(name, tag);
    }
    for (const [path, item] of Object.entries(isRecord(part.paths) ? part.paths : {})) {
      if (!isRecord(item)) continue;
      const merged = (document.paths[path] ??= {});
      for (const [key, value] of Object.entries(item)) {
        const isMethod = (httpMethods as readonly string[]).includes(key);
        if (merged[key] !== undefined) {
          if (isMethod)
            problemAt(file, ['paths', path, key], `duplicate operation \`${key.toUpperCase()} ${path}\``);
          continue;
        }
        merged[key] = value;
        if (!isMethod || !isRecord(value)) continue;
        const operationId = value.operationId;
        if (typeof operationId !== 'string') {
          problemAt(
            file,
            ['paths', path, key],
            `operation \`${key.toUpperCase()} ${path}\` has no operationId`,
          );
        } else if (operations.has(operationId)) {
          const first = operations.get(operationId)!;
          problemAt(
            file,
            ['paths', path, key, 'operationId'],
            `duplicate operationId \`${operationId}\` (also \`${first.method.toUpperCase()} ${first.path}\` in ${first.file.path})`,
            'value',
          );
        } else {
          operations.set(operationId, { operationId, method: key, path, file });
        }
      }
    }
    for (const [section, entries] of Object.entries(isRecord(part.components) ? part.components : {})) {
      if (!isRecord(entries)) continue;
      const merged = (document.components[section] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        if (merged[name] !== undefined) {
          problemAt(file, ['components', section, name], `duplicate component \`${section}.${name}\``);
          continue;
        }
        merged[name] = value;
      }
    }
  }
  if (tags.size > 0) document.tags = [...tags.values()];
  return { document, operations, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
