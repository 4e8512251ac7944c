// The merged OpenAPI document that the server validates requests with and the client is typed by
// must itself be a valid OpenAPI 3.1 document.
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const openApiPath = join(import.meta.dirname, '../../src/generated/openapi.json');

describe('src/generated/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as Parameters<
      typeof SwaggerParser.validate
    >[0];
    // validate() dereferences in place; it gets its own copy.
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect((validated as { openapi?: string }).openapi).toMatch(/^3\.1\./);
  });

  it('gives every operation an operationId', () => {
    const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    const missing = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => methods.has(method) && operation.operationId === undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
